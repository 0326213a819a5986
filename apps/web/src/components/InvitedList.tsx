import type { Invitation } from '@coldroom/contract';
import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { openConfirmation } from './popups/ConfirmationPopup';
import { PersonCard } from './PersonCard';
import { showToast } from './toast';
import { apiFetch } from '../lib/api';
import { errorMessageKey } from '../lib/errors';
import { formatDateTime, fullName } from '../lib/format';
import { LeftToRight, leftToRight } from '../lib/bidi';

const STATUS_COLOURS: Record<string, string> = { pending: 'yellow', expired: 'gray', used: 'green', cancelled: 'gray', replaced: 'gray' };
const STATUS_KEYS: Record<string, string> = {
  pending: 'invitations.status.pending',
  expired: 'invitations.status.expired',
  used: 'invitations.status.used',
  cancelled: 'invitations.status.cancelled',
  replaced: 'invitations.status.replaced',
};

/** DELETE /user/v1/invitations/{id}/ (service providers): the link stops working at once. */
const cancelInvitation = (id: number) => apiFetch<void>(`/user/v1/invitations/${id}/`, { method: 'DELETE' });

/**
 * People invited who have not signed up yet: who, when it runs out, and (while it still works) a way to
 * cancel the invitation. `queryKey` is the list to load again after a cancellation.
 */
export function InvitedList({ invitations, queryKey }: { invitations: Invitation[]; queryKey: readonly unknown[] }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const cancel = useMutation({
    mutationFn: cancelInvitation,
    onSuccess: () => {
      showToast('invitations.cancelled', 'success');
      return client.invalidateQueries({ queryKey });
    },
    onError: (error) => showToast(errorMessageKey(error), 'danger'),
  });
  const askCancel = async (invitation: Invitation) => {
    const who = fullName(invitation.first_name, invitation.last_name) || leftToRight(invitation.phone);
    if (await openConfirmation({ messageKey: 'invitations.cancelQuestion', values: { name: who } })) cancel.mutate(invitation.id);
  };
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
          <Stack key={invitation.id} gap={4}>
            <PersonCard
              name={fullName(invitation.first_name, invitation.last_name) || leftToRight(invitation.phone)}
              badges={
                <Badge color={STATUS_COLOURS[invitation.status] ?? 'gray'} variant="light">
                  {t(STATUS_KEYS[invitation.status] ?? 'invitations.status.pending')}
                </Badge>
              }
              details={[
                invitation.phone ? <LeftToRight key="phone">{invitation.phone}</LeftToRight> : null,
                t('invitations.expires', { time: formatDateTime(invitation.expires_at, i18n.language) ?? '—' }),
              ]}
            />
            {invitation.status === 'pending' && (
              <Group justify="flex-end">
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  leftSection={<IconX size={14} />}
                  loading={cancel.isPending && cancel.variables === invitation.id}
                  onClick={() => void askCancel(invitation)}
                >
                  {t('invitations.cancel')}
                </Button>
              </Group>
            )}
          </Stack>
        ))
      )}
    </Stack>
  );
}
