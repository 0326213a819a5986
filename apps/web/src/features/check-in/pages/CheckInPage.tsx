import type { CheckIn, CoolingUnit } from '@coldroom/contract';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPackageImport, IconPlus } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
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
import { applyServerErrors } from '../../../lib/serverErrors';
import { useSession } from '../../../lib/session';
import { useCreateCheckIn } from '../api/createCheckIn';
import { checkInFieldFor, errorsOutside, initialCheckIn, newLot, toCheckInRequest, validateCheckIn, type CheckInValues } from '../checkInForm';
import { CheckInDone } from '../components/CheckInDone';
import { FeeEstimate } from '../components/FeeEstimate';
import { LotCard } from '../components/LotCard';
import { PartyFields } from '../components/PartyFields';
import { RoomFullMessage } from '../components/RoomFullMessage';

/** check-in (operators): whose produce, which room, the lots and their crates, the fee estimate, confirm. */
export function CheckInPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const rooms = useMyRooms(user?.id ?? null, user !== null);
  // The company's farmers are read while online, so they can be found here with no network.
  useFarmersForOffline(useOnline());
  const form = useForm<CheckInValues>({ initialValues: initialCheckIn() });
  const create = useCreateCheckIn();
  const keeper = useRef(new IdempotencyKeeper());
  const [done, setDone] = useState<CheckIn | null>(null);
  const values = form.getValues();
  const room = rooms.data?.find((candidate) => candidate.id === values.roomId) ?? null;

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

  const submit = async () => {
    const errors = validateCheckIn(form.getValues(), room);
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
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
    const roomId = form.getValues().roomId;
    form.setValues({ ...initialCheckIn(), roomId, lots: [newLot(room?.standard_crate_weight_kg)] });
  };

  const roomFull = create.error instanceof ApiError && create.error.code === 'room_full' ? create.error : null;
  return (
    <Stack gap="md" maw={720}>
      <PageHeader title={t('pages.checkIn')} subtitle={done ? undefined : t('checkIn.intro')} />
      {done ? (
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
                <PartyFields form={form} rooms={rooms.data ?? []} room={room} onRoom={chooseRoom} />
                {values.lots.map((lot, index) => (
                  <LotCard
                    key={lot.key}
                    form={form}
                    index={index}
                    room={room}
                    onRemove={values.lots.length > 1 ? () => form.removeListItem('lots', index) : undefined}
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
                <Button type="submit" size="lg" loading={create.isPending} leftSection={<IconPackageImport size={20} />}>
                  {t('checkIn.confirm')}
                </Button>
              </Stack>
            </form>
          )}
        </QueryStatus>
      )}
    </Stack>
  );
}
