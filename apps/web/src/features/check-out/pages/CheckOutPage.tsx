import { OPERATION_PREFIX, type CheckOut, type PaymentMethod, type ScanResult } from '@coldroom/contract';
import { gramsToKg, kgToGrams } from '@coldroom/domain';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconCloudUpload, IconPackageExport } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { FormError } from '../../../components/forms/FormError';
import { FarmerPicker, type PickedFarmer } from '../../../components/operations/FarmerPicker';
import { RoomSelect } from '../../../components/operations/RoomSelect';
import { PageHeader } from '../../../components/PageHeader';
import { openConfirmation } from '../../../components/popups/ConfirmationPopup';
import { openSuccessPopup } from '../../../components/popups/SuccessPopup';
import { QueryStatus } from '../../../components/QueryStatus';
import { focusFirstError } from '../../../lib/focusFirstError';
import { currencySign, formatAmount } from '../../../lib/amounts';
import { ApiError } from '../../../lib/api';
import { IdempotencyKeeper } from '../../../lib/idempotency';
import { useOnline } from '../../../lib/connectivity';
import { useFarmersForOffline } from '../../../lib/lookups/farmers';
import { useMyRooms } from '../../../lib/lookups/rooms';
import { enqueue, NoOfflineCodesError } from '../../../lib/offline';
import { formatCrates } from '../../../lib/quantities';
import { useSession } from '../../../lib/session';
import { ScanButton } from '../../../lib/scanner/ScanButton';
import { knownFarmers } from '../../../lib/lookups/farmers';
import { pickedFromFarmer } from '../../../components/operations/FarmerPicker';
import { useCreateCheckOut } from '../api/createCheckOut';
import { useRoomCratesForOffline } from '../api/listCrates';
import { lineErrorsOf, toCheckOutRequest } from '../checkOutForm';
import { CheckOutDone } from '../components/CheckOutDone';
import { QueuedCheckOutDone, type QueuedCheckOut } from '../components/QueuedCheckOutDone';
import { takeOutOnDevice } from '../localStock';
import { CrateSelection } from '../components/CrateSelection';
import { PaymentFields } from '../components/PaymentFields';
import { PriceLines } from '../components/PriceLines';
import { useLotPreselection } from '../useLotPreselection';
import { useCheckOutSelection } from '../useCheckOutSelection';

/**
 * check-out (operators): the farmer and room, the crates, the server's fee lines, discount, payment, receipt.
 * With no network the fee lines are computed on the device with the same domain code, the check-out goes to
 * the device's queue with a code from its reserved block and the total shown, and its crates leave the
 * stock on the device at once; the server checks the amount again when it is sent.
 */
export function CheckOutPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const { user } = useSession();
  const [params] = useSearchParams();
  const location = useLocation();
  const rooms = useMyRooms(user?.id ?? null, user !== null);
  const online = useOnline();
  // The company's farmers and the rooms' crates are read while online, so they can be found here with no network.
  useFarmersForOffline(online);
  useRoomCratesForOffline(rooms.data?.map((room) => room.id) ?? [], online);
  const [farmer, setFarmer] = useState<PickedFarmer | null>((location.state as { farmer?: PickedFarmer } | null)?.farmer ?? null);
  const [roomId, setRoomId] = useState<number | null>(Number(params.get('room')) || null);
  const [discountText, setDiscountText] = useState('');
  const [method, setMethod] = useState<PaymentMethod>('cash');
  const [paid, setPaid] = useState(true);
  const [tried, setTried] = useState(false);
  const [serverLineErrors, setServerLineErrors] = useState<Record<number, string>>({});
  const [done, setDone] = useState<CheckOut | null>(null);
  const [queued, setQueued] = useState<QueuedCheckOut | null>(null);
  const [queueProblem, setQueueProblem] = useState<string | null>(null);
  const client = useQueryClient();
  const keeper = useRef(new IdempotencyKeeper());
  const create = useCreateCheckOut();
  // From the moment the check-out is sent until "another" starts afresh, its crates are not priced again.
  const s = useCheckOutSelection(roomId, farmer?.id ?? null, discountText, !create.isPending && !create.isSuccess && done === null);
  useLotPreselection(Number(params.get('lot')) || null, s.items, s.setSelection);
  // A scanned label (its lot's stored crates) or tag (its one crate): chosen once the farmer's crates are listed.
  const [scanned, setScanned] = useState<number[] | null>(null);
  const [scanNote, setScanNote] = useState<string | null>(null);
  const { items: listed, setSelection } = s;
  useEffect(() => {
    if (!scanned || listed.length === 0) return;
    const present = scanned.filter((id) => listed.some((crate) => crate.id === id));
    setSelection((current) => ({ ...current, ...Object.fromEntries(present.map((id) => [id, { part: false, weight: '' }])) }));
    setScanNote(present.length ? t('scan.selected', { count: present.length }) : t('scan.errors.noneLeft'));
    setScanned(null);
  }, [scanned, listed, setSelection, t]);
  const onScan = (result: ScanResult) => {
    if (result.kind !== 'lot') return;
    const sameChoice = farmer?.id === result.farmer_id && roomId === result.cooling_unit_id;
    if (!sameChoice) {
      const known = knownFarmers(client, '').find((one) => one.id === result.farmer_id) ?? null;
      setFarmer(known ? pickedFromFarmer(known) : { id: result.farmer_id, name: result.code, phone: null, isWalkIn: false });
      setRoomId(result.cooling_unit_id);
      resetChoice();
    }
    setScanned((current) => [...(current ?? []), ...result.crate_ids]);
    // The sheet stays open for the next crate's label.
    return t('scan.chosenNext', { code: result.code });
  };
  const scanAccept = (result: ScanResult) =>
    result.kind !== 'lot' ? 'scan.errors.notALot' : result.crate_ids.length === 0 ? (result.by === 'crate' ? 'scan.errors.crateGone' : 'scan.errors.noneLeft') : rooms.data && !rooms.data.some((room) => room.id === result.cooling_unit_id) ? 'scan.errors.notYourRoom' : null;

  // One object while its parts stay the same, so the crate list is not drawn again on each key of the discount.
  const selectionErrors = useMemo(() => ({ ...serverLineErrors, ...(tried ? s.partErrors : {}) }), [serverLineErrors, tried, s.partErrors]);
  const money = (minor: number) => (s.currency ? formatAmount(minor, s.currency, language) : '');
  const serverDiscountRefused = create.error instanceof ApiError && create.error.code === 'discount_too_large';
  const discountError = (s.previewCurrent && s.discount.problem) || (serverDiscountRefused ? 'checkOut.errors.discountTooLarge' : undefined);
  const resetChoice = () => {
    s.setSelection({});
    setServerLineErrors({});
    setTried(false);
    create.reset();
  };

  // The discount as typed: its field hands the page each key in a transition (issue 25, INP), so a tap on
  // Confirm may come before the page has drawn the last key. Confirm then applies it first and runs again
  // with the page as drawn (the total shown and confirmed is always the one of the discount typed).
  const typedDiscount = useRef(discountText);
  const latestConfirm = useRef<() => Promise<void>>(async () => undefined);
  const confirm = async () => {
    if (typedDiscount.current !== discountText) {
      flushSync(() => setDiscountText(typedDiscount.current));
      window.setTimeout(() => void latestConfirm.current(), 0);
      return;
    }
    setTried(true);
    if (!farmer || roomId === null || s.lines.length === 0 || Object.keys(s.partErrors).length > 0) {
      // Not a form: focus goes to the first field in error once the errors are drawn.
      setTimeout(() => focusFirstError(document.querySelector('main') ?? document), 0);
      return;
    }
    if (!s.previewCurrent || s.discount.minor === null) return;
    const question = { crates: formatCrates(t, language, s.lines.length), total: money(s.totalMinor), farmer: farmer.isWalkIn ? t('glossary.walkInCustomer') : farmer.name };
    if (!(await openConfirmation({ messageKey: paid ? 'checkOut.confirmPaid' : 'checkOut.confirmUnpaid', values: question }))) return;
    const body = toCheckOutRequest({ roomId, farmerId: farmer.id, lines: s.lines, discountMinor: s.discount.minor, method, paid });
    if (s.pricedOnDevice && s.preview.data) {
      const priced = s.preview.data;
      const owner = farmer.isWalkIn ? t('glossary.walkInCustomer') : farmer.name;
      const roomName = rooms.data?.find((room) => room.id === roomId)?.name ?? '';

      setQueueProblem(null);
      try {
        const queuedOne = await enqueue({
          kind: 'check_out',
          path: `${OPERATION_PREFIX}/check-outs/`,
          body,
          expectedTotalMinor: s.totalMinor,
          key: keeper.current.unsettledKeyFor(body) ?? undefined,
          summary: { farmer: owner, crop: priced.lines[0]?.crop_id, crates: priced.lines.length, room: roomName, amountMinor: s.totalMinor, currency: priced.currency },
        });
        keeper.current.settle();
        takeOutOnDevice(client, priced.lines);
        setQueued({
          code: queuedOne.code ?? '',
          doneAt: new Date(queuedOne.doneAt),
          owner,
          roomName,
          crates: priced.lines.length,
          weightKg: gramsToKg(priced.lines.reduce((sum, line) => sum + kgToGrams(line.weight_kg), 0)),
          totalMinor: s.totalMinor,
          discountMinor: s.discountMinor,
          currency: priced.currency,
          paid,
          method,
          rateCards: priced.rate_cards,
        });
      } catch (error) {
        setQueueProblem(error instanceof NoOfflineCodesError ? 'offline.noCodes' : 'offline.queueFailed');
      }
      return;
    }
    try {
      const checkOut = await create.mutateAsync({ body, idempotencyKey: keeper.current.keyFor(body) });
      keeper.current.settle();
      setDone(checkOut);
      void openSuccessPopup('checkOut.success', { code: checkOut.movement.code });
    } catch (error) {
      setServerLineErrors(lineErrorsOf(error, s.lines));
    }
  };

  latestConfirm.current = confirm;

  if (queued) {
    return (
      <Stack gap="md" maw={720}>
        <PageHeader title={t('pages.checkOut')} />
        <QueuedCheckOutDone
          queued={queued}
          onAnother={() => {
            setQueued(null);
            typedDiscount.current = '';
            setDiscountText('');
            resetChoice();
          }}
        />
      </Stack>
    );
  }

  if (done) {
    return (
      <Stack gap="md" maw={720}>
        <PageHeader title={t('pages.checkOut')} />
        <CheckOutDone
          checkOut={done}
          onAnother={() => {
            setDone(null);
            typedDiscount.current = '';
            setDiscountText('');
            resetChoice();
          }}
        />
      </Stack>
    );
  }

  const maxDiscount = money(s.maxDiscountMinor);
  return (
    <Stack gap="md" maw={720}>
      <PageHeader title={t('pages.checkOut')} subtitle={t('checkOut.intro')} />
      <ScanButton onResult={onScan} accept={scanAccept} style={{ alignSelf: 'flex-start' }} />
      {scanNote && (
        <Text size="sm" role="status">
          {scanNote}
        </Text>
      )}
      <FarmerPicker
        value={farmer}
        onChange={(next) => {
          setFarmer(next);
          resetChoice();
        }}
        required
        error={tried && !farmer ? t('checkOut.errors.farmerRequired') : undefined}
      />
      <QueryStatus query={rooms}>
        <RoomSelect
          rooms={rooms.data ?? []}
          value={roomId}
          onChange={(room) => {
            setRoomId(room?.id ?? null);
            resetChoice();
          }}
          required
          error={tried && roomId === null ? t('checkOut.errors.roomRequired') : undefined}
        />
      </QueryStatus>
      {farmer && roomId !== null && (
        <QueryStatus query={s.crates}>
          {s.items.length === 0 ? (
            <EmptyState message={t('checkOut.noCrates')} />
          ) : (
            <Stack gap="md">
              <CrateSelection crates={s.items} selection={s.selection} onChange={s.setSelection} errors={selectionErrors} />
              {tried && s.lines.length === 0 && Object.keys(s.partErrors).length === 0 && (
                <Alert color="red" role="alert">
                  {t('checkOut.errors.noCrates')}
                </Alert>
              )}
              {s.preview.isError && <FormError error={s.preview.error} />}
              {s.preview.data && s.lines.length > 0 && (
                <PriceLines preview={s.preview.data} discountMinor={s.discountMinor} totalMinor={s.totalMinor} updating={!s.previewCurrent} />
              )}
              <PaymentFields
                currencySign={s.currency ? currencySign(language, s.currency) : ''}
                maxDiscount={s.currency ? maxDiscount : ''}
                discount={discountText}
                onDiscount={setDiscountText}
                onDiscountTyped={(value) => (typedDiscount.current = value)}
                discountError={discountError || undefined}
                method={method}
                onMethod={setMethod}
                paid={paid}
                onPaid={setPaid}
              />
              {!serverDiscountRefused && <FormError error={create.error} />}
              {queueProblem && (
                <Alert color="red" role="alert">
                  {t(queueProblem)}
                </Alert>
              )}
              {s.pricedOnDevice && (
                <Text size="sm" role="status">
                  {t('offline.pricedOnPhone')}
                </Text>
              )}
              <Button size="lg" leftSection={s.pricedOnDevice ? <IconCloudUpload size={20} /> : <IconPackageExport size={20} />} loading={create.isPending} disabled={s.lines.length > 0 && !s.previewCurrent} onClick={() => void confirm()}>
                {s.lines.length > 0 && s.previewCurrent ? t('checkOut.confirmWithTotal', { total: money(s.totalMinor) }) : t('checkOut.confirm')}
              </Button>
            </Stack>
          )}
        </QueryStatus>
      )}
    </Stack>
  );
}
