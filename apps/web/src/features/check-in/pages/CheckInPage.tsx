import { OPERATION_PREFIX, type CheckIn, type CoolingUnit } from '@coldroom/contract';
import { gramsToKg } from '@coldroom/domain';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCloudUpload, IconPackageImport, IconPlus } from '@tabler/icons-react';
import { onlineManager } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/forms/FormError';
import { PageHeader } from '../../../components/PageHeader';
import { openSuccessPopup } from '../../../components/popups/SuccessPopup';
import { QueryStatus } from '../../../components/QueryStatus';
import { ApiError } from '../../../lib/api';
import { IdempotencyKeeper } from '../../../lib/idempotency';
import { useOnline } from '../../../lib/connectivity';
import { useFarmersForOffline } from '../../../lib/lookups/farmers';
import { useMyRooms } from '../../../lib/lookups/rooms';
import { enqueue, NoOfflineCodesError, ref } from '../../../lib/offline';
import { applyServerErrors } from '../../../lib/serverErrors';
import { useSession } from '../../../lib/session';
import { useCreateCheckIn } from '../api/createCheckIn';
import { useRoomTags } from '../api/roomTags';
import { spaceNow, maxCratesForLot } from '../capacity';
import { tagProblems } from '../crateTags';
import { checkInFieldFor, errorsOutside, initialCheckIn, newLot, toCheckInRequest, validateCheckIn, type CheckInValues } from '../checkInForm';
import { CheckInDone } from '../components/CheckInDone';
import { OfflineFarmerFields, type OfflineFarmer } from '../components/OfflineFarmerFields';
import { QueuedCheckInDone, type QueuedCheckIn } from '../components/QueuedCheckInDone';
import { estimateCheckIn } from '../estimate';
import { FeeEstimate } from '../components/FeeEstimate';
import { LotCard, lotErrorsKey } from '../components/LotCard';
import { PartyFields } from '../components/PartyFields';
import { RoomFullMessage } from '../components/RoomFullMessage';

/**
 * check-in (operators): whose produce, which room, the lots and their crates, the fee estimate, confirm.
 * With no network the check-in goes to the device's queue (lib/offline) with a code from the device's
 * reserved block, and the farmer leaves with that code and an on-screen receipt; a new farmer without a
 * login can be registered here and used at once.
 */
export function CheckInPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const rooms = useMyRooms(user?.id ?? null, user !== null);
  const online = useOnline();
  // The company's farmers are read while online, so they can be found here with no network.
  useFarmersForOffline(online);
  const [queued, setQueued] = useState<QueuedCheckIn | null>(null);
  const [queueProblem, setQueueProblem] = useState<string | null>(null);
  const [offlineFarmer, setOfflineFarmer] = useState<OfflineFarmer | null>(null);
  const form = useForm<CheckInValues>({ initialValues: initialCheckIn() });
  const create = useCreateCheckIn();
  const keeper = useRef(new IdempotencyKeeper());
  const [done, setDone] = useState<CheckIn | null>(null);
  const values = form.getValues();
  const room = rooms.data?.find((candidate) => candidate.id === values.roomId) ?? null;
  // Tags on the room's stored crates: checked as they are typed, skipped when numbering (defect 2).
  const storedTags = useRoomTags(values.roomId);
  const liveTagErrors = tagProblems(values.lots, storedTags);
  // One function for every lot card (they are drawn again only when their own props change).
  const { removeListItem } = form;
  const removeLot = useCallback((index: number) => removeListItem('lots', index), [removeListItem]);

  const chooseRoom = (next: CoolingUnit | null) => {
    form.setFieldValue('roomId', next?.id ?? null);
    const weight = next ? String(next.standard_crate_weight_kg) : '';
    const accepted = new Set(next?.crops.map((price) => price.crop));
    form.setFieldValue(
      'lots',
      form.getValues().lots.map((lot) => ({
        ...lot,
        crop: lot.crop && accepted.has(lot.crop) ? lot.crop : null,
        allWeight: lot.allWeight || weight,
        crates: lot.crates.map((crate) => ({ ...crate, weight: crate.weight || weight })),
      })),
    );
    form.setErrors(errorsOutside(errorsOutside(form.errors, 'lots.', '.weight'), 'lots.', '.crop'));
  };

  // An operator with a single room does not have to pick it.
  const only = rooms.data?.length === 1 ? rooms.data[0]! : null;
  useEffect(() => {
    if (only && form.getValues().roomId === null) chooseRoom(only);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [only]);

  /** Puts the check-in in the device's queue: the code shown now is the one the server keeps. */
  const queueCheckIn = async (values: CheckInValues, chosen: CoolingUnit) => {
    setQueueProblem(null);
    const body = toCheckInRequest(values);
    const byOfflineFarmer = offlineFarmer !== null && values.farmer?.id === offlineFarmer.farmer.id;
    const estimate = estimateCheckIn(values, chosen);
    const owner = values.walkIn ? t('glossary.walkInCustomer') : (values.farmer?.name ?? '');
    const crops = [...new Set(values.lots.map((lot) => lot.crop).filter((crop): crop is string => crop !== null))];
    try {
      const done = await enqueue({
        kind: 'check_in',
        path: `${OPERATION_PREFIX}/check-ins/`,
        body: byOfflineFarmer ? { ...body, farmer_id: ref(offlineFarmer.operationId, 'id') } : body,
        key: keeper.current.unsettledKeyFor(body) ?? undefined,
        summary: {
          farmer: owner,
          crop: crops[0],
          crates: estimate.crates,
          room: chosen.name,
          amountMinor: estimate.plannedMinor,
          currency: estimate.currency,
        },
      });
      keeper.current.settle();
      setQueued({
        code: done.code ?? '',
        doneAt: new Date(done.doneAt),
        owner,
        roomName: chosen.name,
        crates: estimate.crates,
        weightKg: gramsToKg(estimate.grams),
        plannedMinor: estimate.plannedMinor,
        currency: estimate.currency,
      });
    } catch (error) {
      setQueueProblem(error instanceof NoOfflineCodesError ? 'offline.noCodes' : 'offline.queueFailed');
    }
  };

  const submit = async () => {
    const errors = { ...validateCheckIn(form.getValues(), room), ...tagProblems(form.getValues().lots, storedTags) };
    // Online the room must have the space (the server refuses otherwise); offline the crates are in already (§10).
    if (onlineManager.isOnline() && room && spaceNow(form.getValues(), room).over) errors.crates = 'checkIn.errors.overCapacity';
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    if (!onlineManager.isOnline() && room) return queueCheckIn(form.getValues(), room);
    const body = toCheckInRequest(form.getValues());
    try {
      const checkIn = await create.mutateAsync({ body, idempotencyKey: keeper.current.keyFor(body) });
      keeper.current.settle();
      setDone(checkIn);
      void openSuccessPopup('checkIn.success', { code: checkIn.movement.code });
    } catch (error) {
      applyServerErrors(form, error, checkInFieldFor);
    }
  };

  const startAnother = () => {
    create.reset();
    setDone(null);
    setQueued(null);
    setOfflineFarmer(null);
    const roomId = form.getValues().roomId;
    form.setValues({ ...initialCheckIn(), roomId, lots: [newLot(room?.standard_crate_weight_kg)] });
  };

  const roomFull = create.error instanceof ApiError && create.error.code === 'room_full' ? create.error : null;
  return (
    <Stack gap="md" maw={720}>
      <PageHeader title={t('pages.checkIn')} subtitle={done ? undefined : t('checkIn.intro')} />
      {queued ? (
        <QueuedCheckInDone queued={queued} onAnother={startAnother} />
      ) : done ? (
        <CheckInDone checkIn={done} onAnother={startAnother} />
      ) : (
        <QueryStatus query={rooms}>
          {rooms.data?.length === 0 ? (
            <Alert color="yellow">{t('checkIn.noRooms')}</Alert>
          ) : (
            <form
              onSubmit={(event) => {
                event.preventDefault();
                void submit();
              }}
              noValidate
            >
              <Stack gap="md">
                <PartyFields form={form} rooms={rooms.data ?? []} room={room} onRoom={chooseRoom} space={room ? spaceNow(values, room) : null} />
                {!online && !values.walkIn && (
                  <OfflineFarmerFields
                    registered={offlineFarmer}
                    onRegistered={(registered) => {
                      setOfflineFarmer(registered);
                      form.setFieldValue('farmer', registered.farmer);
                      form.clearFieldError('farmer');
                    }}
                  />
                )}
                {values.lots.map((lot, index) => (
                  <LotCard
                    key={lot.key}
                    form={form}
                    index={index}
                    lot={lot}
                    errorsKey={lotErrorsKey(form.errors, liveTagErrors, index)}
                    room={room}
                    storedTags={storedTags}
                    tagErrors={liveTagErrors}
                    maxCrates={online ? maxCratesForLot(values, room, index) : null}
                    removable={values.lots.length > 1}
                    onRemove={removeLot}
                  />
                ))}
                <Button
                  variant="default"
                  leftSection={<IconPlus size={18} />}
                  onClick={() => form.insertListItem('lots', newLot(room?.standard_crate_weight_kg))}
                  w="fit-content"
                >
                  {t('checkIn.addLot')}
                </Button>
                {form.errors.crates && (
                  <Text c="red" size="sm" role="alert">
                    {t(String(form.errors.crates))}
                  </Text>
                )}
                {room && <FeeEstimate values={values} room={room} />}
                {roomFull ? <RoomFullMessage error={roomFull} /> : <FormError error={create.error} />}
                {queueProblem && (
                  <Alert color="red" role="alert">
                    {t(queueProblem)}
                  </Alert>
                )}
                {!online && (
                  <Text size="sm" role="status">
                    {t('offline.willQueue')}
                  </Text>
                )}
                <Button
                  type="submit"
                  size="lg"
                  loading={create.isPending}
                  leftSection={online ? <IconPackageImport size={20} /> : <IconCloudUpload size={20} />}
                >
                  {online ? t('checkIn.confirm') : t('offline.confirmOnPhone')}
                </Button>
              </Stack>
            </form>
          )}
        </QueryStatus>
      )}
    </Stack>
  );
}
