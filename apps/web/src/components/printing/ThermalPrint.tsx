import type { CheckIn, CheckOut } from '@coldroom/contract';
import { Button, Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { IconBluetooth, IconPrinter, IconTrash } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../lib/errors';
import { checkInReceiptBytes, checkOutReceiptBytes, gatePassBytes, labelBytes } from '../../lib/printing/documents';
import { encodeTestPage, PAPER_WIDTHS, type PaperWidth } from '../../lib/printing/layout';
import { rasteriseInBrowser } from '../../lib/printing/rasterise';
import { availableTransports, choosePrinter, getSavedPrinter, PrintError, printBytes, type PrintFailure, savePrinter, subscribePrinter, type SavedPrinter, type TransportKind } from '../../lib/printing/transports';
import { showToast } from '../toast';

export function useSavedPrinter(): SavedPrinter | null {
  return useSyncExternalStore(subscribePrinter, getSavedPrinter);
}

/** A failure's message: the printer's own reasons, else the usual ones (a certificate link that did not load). */
const FAILURE_KEYS: Record<PrintFailure, string> = {
  unsupported: 'printing.errors.unsupported',
  cancelled: 'printing.errors.cancelled',
  not_found: 'printing.errors.not_found',
  disconnected: 'printing.errors.disconnected',
  failed: 'printing.errors.failed',
};
const failureKey = (error: unknown) => (error instanceof PrintError ? FAILURE_KEYS[error.reason] : errorMessageKey(error));

async function send(printer: SavedPrinter, build: () => Promise<Uint8Array>): Promise<void> {
  try {
    await printBytes(printer, await build());
    showToast('printing.sent', 'success');
  } catch (error) {
    showToast(failureKey(error), error instanceof PrintError && error.reason === 'cancelled' ? 'info' : 'danger');
  }
}

type Build = (width: PaperWidth, t: TFunction, language: string) => Promise<Uint8Array>;

/** "Print on the printer": shown only where the browser can reach a printer; asks for one in settings first. */
export function ThermalPrintButton({ label, build }: { label: string; build: Build }) {
  const { t, i18n } = useTranslation();
  const printer = useSavedPrinter();
  const [busy, setBusy] = useState(false);
  if (availableTransports().length === 0) return null;
  const print = async () => {
    if (!printer) {
      showToast('printing.errors.noPrinter', 'info');
      return;
    }
    setBusy(true);
    await send(printer, () => build(printer.width, t, i18n.language));
    setBusy(false);
  };
  return (
    <Button size="sm" variant="light" leftSection={<IconPrinter size={16} />} loading={busy} onClick={() => void print()}>
      {label}
    </Button>
  );
}

/** The check-in's crate labels on the thermal printer. */
export function ThermalLabelsButton({ checkIn }: { checkIn: CheckIn }) {
  const { t } = useTranslation();
  return <ThermalPrintButton label={t('printing.printLabels')} build={(width, tr, language) => labelBytes(checkIn, width, tr, language)} />;
}

/** The check-in's receipt on the thermal printer. */
export function ThermalCheckInReceiptButton({ checkIn }: { checkIn: CheckIn }) {
  const { t } = useTranslation();
  return <ThermalPrintButton label={t('printing.printReceipt')} build={(width, tr, language) => checkInReceiptBytes(checkIn, width, tr, language)} />;
}

/** The check-out's gate pass and receipt on the thermal printer. */
export function ThermalCheckOutButtons({ checkOut }: { checkOut: CheckOut }) {
  const { t } = useTranslation();
  if (availableTransports().length === 0) return null;
  return (
    <Group gap="xs">
      <ThermalPrintButton label={t('printing.printGatePass')} build={(width, tr, language) => gatePassBytes(checkOut, width, tr, language)} />
      <ThermalPrintButton label={t('printing.printReceipt')} build={(width, tr, language) => checkOutReceiptBytes(checkOut, width, tr, language)} />
    </Group>
  );
}

const KIND_KEYS: Record<TransportKind, string> = { serial: 'printing.kinds.serial', bluetooth: 'printing.kinds.bluetooth' };

/** Settings' "Printer": choose a thermal printer (how it connects, its paper), forget it, print a test page. */
export function PrinterSettings() {
  const { t } = useTranslation();
  const printer = useSavedPrinter();
  const kinds = availableTransports();
  const [kind, setKind] = useState<TransportKind | null>(kinds[0] ?? null);
  const [width, setWidth] = useState<PaperWidth>(printer?.width ?? 58);
  const [busy, setBusy] = useState<'choose' | 'test' | null>(null);
  if (kinds.length === 0) return <Text c="dimmed">{t('printing.unsupported')}</Text>;
  const choose = async () => {
    if (!kind) return;
    setBusy('choose');
    try {
      savePrinter(await choosePrinter(kind, width));
      showToast('printing.chosen', 'success');
    } catch (error) {
      showToast(failureKey(error), error instanceof PrintError && error.reason === 'cancelled' ? 'info' : 'danger');
    } finally {
      setBusy(null);
    }
  };
  const test = async () => {
    if (!printer) return;
    setBusy('test');
    await send(printer, async () =>
      encodeTestPage({ title: t('printing.testTitle'), body: t('printing.testBody', { name: printer.name, width: printer.width }), url: window.location.origin }, { width: printer.width, rasterise: rasteriseInBrowser }),
    );
    setBusy(null);
  };
  const changeWidth = (value: PaperWidth) => {
    setWidth(value);
    if (printer) savePrinter({ ...printer, width: value });
  };
  return (
    <Stack gap="sm">
      <Text>{printer ? t('printing.current', { name: printer.name, width: printer.width, kind: t(KIND_KEYS[printer.kind]) }) : t('printing.none')}</Text>
      <Stack gap={4}>
        <Text size="sm" id="printer-paper">
          {t('printing.paperWidth')}
        </Text>
        <SegmentedControl
          aria-labelledby="printer-paper"
          value={String(width)}
          onChange={(value) => changeWidth(Number(value) as PaperWidth)}
          data={PAPER_WIDTHS.map((value) => ({ value: String(value), label: t('printing.widthMm', { width: value }) }))}
        />
      </Stack>
      {kinds.length > 1 && (
        <Select
          label={t('printing.connection')}
          value={kind}
          allowDeselect={false}
          onChange={(value) => setKind(value as TransportKind)}
          data={kinds.map((value) => ({ value, label: t(KIND_KEYS[value]) }))}
        />
      )}
      <Group gap="xs">
        <Button leftSection={<IconBluetooth size={16} />} loading={busy === 'choose'} onClick={() => void choose()}>
          {t('printing.choose')}
        </Button>
        {printer && (
          <>
            <Button variant="light" leftSection={<IconPrinter size={16} />} loading={busy === 'test'} onClick={() => void test()}>
              {t('printing.testPage')}
            </Button>
            <Button variant="default" color="red" leftSection={<IconTrash size={16} />} onClick={() => savePrinter(null)}>
              {t('printing.forget')}
            </Button>
          </>
        )}
      </Group>
    </Stack>
  );
}
