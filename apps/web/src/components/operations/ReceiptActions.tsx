import { Button, Group } from '@mantine/core';
import { IconDownload, IconMessage, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../lib/errors';
import { fetchReceipt, printOrShare, saveFile, sendReceiptSms } from '../../lib/receipts';
import { showToast } from '../toast';

interface ReceiptActionsProps {
  movementId: number;
  code: string;
  /** Staff may send the receipt by SMS. */
  withSms?: boolean;
  size?: 'xs' | 'sm' | 'md';
}

type Busy = 'download' | 'print' | 'sms' | null;

/** Download the receipt PDF, print or share it in one tap (share where the phone can, print otherwise), or send it by SMS. */
export function ReceiptActions({ movementId, code, withSms = false, size = 'sm' }: ReceiptActionsProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<Busy>(null);

  const run = async (what: Exclude<Busy, null>, work: () => Promise<void>) => {
    setBusy(what);
    try {
      await work();
    } catch (error) {
      showToast(errorMessageKey(error), 'danger');
    } finally {
      setBusy(null);
    }
  };

  const download = () => run('download', async () => saveFile(await fetchReceipt(movementId, code)));
  const print = () =>
    run('print', async () => {
      await printOrShare(await fetchReceipt(movementId, code), t('operations.receipt.title', { code }));
    });
  const sms = () =>
    run('sms', async () => {
      await sendReceiptSms(movementId);
      showToast('operations.receipt.smsQueued', 'success');
    });

  return (
    <Group gap="xs">
      <Button size={size} variant="light" leftSection={<IconDownload size={16} />} loading={busy === 'download'} onClick={() => void download()}>
        {t('operations.receipt.download')}
      </Button>
      <Button size={size} variant="light" leftSection={<IconPrinter size={16} />} loading={busy === 'print'} onClick={() => void print()}>
        {t('menu.printOrShare')}
      </Button>
      {withSms && (
        <Button size={size} variant="light" leftSection={<IconMessage size={16} />} loading={busy === 'sms'} onClick={() => void sms()}>
          {t('operations.receipt.sms')}
        </Button>
      )}
    </Group>
  );
}
