import type { Invitation } from '@coldroom/contract';
import { Badge, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PersonCard } from './PersonCard';
import { formatDateTime, fullName } from '../lib/format';

const STATUS_COLOURS: Record<string, string> = { pending: 'yellow', expired: 'gray', used: 'green', cancelled: 'gray', replaced: 'gray' };
const STATUS_KEYS: Record<string, string> = {
  pending: 'invitations.status.pending',
  expired: 'invitations.status.expired',
  used: 'invitations.status.used',
  cancelled: 'invitations.status.cancelled',
  replaced: 'invitations.status.replaced',
};

/** People invited who have not signed up yet: who, when it runs out. */
export function InvitedList({ invitations }: { invitations: Invitation[] }) {
  const { t, i18n } = useTranslation();
  const open = invitations.filter((invitation) => invitation.status === 'pending' || invitation.status === 'expired');
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('invitations.waiting')}
      </Title>
      {open.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('invitations.none')}
        </Text>
      ) : (
        open.map((invitation) => (
          <PersonCard
            key={invitation.id}
            name={fullName(invitation.first_name, invitation.last_name) || invitation.phone}
            badges={
              <Badge color={STATUS_COLOURS[invitation.status] ?? 'gray'} variant="light">
                {t(STATUS_KEYS[invitation.status] ?? 'invitations.status.pending')}
              </Badge>
            }
            details={[
              invitation.phone,
              t('invitations.expires', { time: formatDateTime(invitation.expires_at, i18n.language) ?? '—' }),
            ]}
          />
        ))
      )}
    </Stack>
  );
}
