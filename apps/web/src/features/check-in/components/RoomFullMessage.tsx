import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../lib/api';
import { formatCrates, formatTotalKg } from '../../../lib/quantities';

/** The room refused the crates for lack of space: how much is still free (domain-rules §4). */
export function RoomFullMessage({ error }: { error: ApiError }) {
  const { t, i18n } = useTranslation();
  const free = Number(error.fields.free ?? 0);
  const amount = error.fields.unit === 'kg' ? formatTotalKg(i18n.language, free) : formatCrates(t, i18n.language, free);
  return (
    <Alert color="red" icon={<IconAlertTriangle size={20} />} role="alert">
      {t('checkIn.roomFull', { free: amount })}
    </Alert>
  );
}
