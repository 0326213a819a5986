import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCloudUpload, IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../lib/format';
import { formatCrates, formatTotalKg } from '../../lib/quantities';
import { MovementCodeHead } from './MovementCodeHead';

interface QueuedMovementDoneProps {
  title: string;
  /** The movement's code from the device's reserved block: the server keeps this very code. */
  code: string;
  owner: string;
  roomName: string;
  crates: number;
  weightKg: number;
  doneAt: Date;
  anotherLabel: string;
  anotherIcon: ReactNode;
  onAnother: () => void;
  /** The money lines: the fee estimate, the total and how it was paid. */
  children: ReactNode;
}

/**
 * The end of a check-in or check-out done with no network (issue 13): the final movement code, read out to
 * the farmer and written on the crates, what was done and when, and an on-screen receipt the farmer can
 * photograph. The PDF and the SMS receipt follow once the phone has sent it.
 */
export function QueuedMovementDone({ title, code, owner, roomName, crates, weightKg, doneAt, anotherLabel, anotherIcon, onAnother, children }: QueuedMovementDoneProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return (
    <Paper withBorder p="md" radius="md" data-testid="queued-receipt">
      <Stack gap="sm" align="flex-start">
        <MovementCodeHead title={title} code={code} color="orange" icon={<IconCloudUpload size={32} />} />
        <Text>
          {owner} · {roomName}
        </Text>
        <Text>
          {formatCrates(t, language, crates)} · {formatTotalKg(language, weightKg)}
        </Text>
        {children}
        <Text size="sm">{t('offline.doneAt', { time: formatDateTime(doneAt.toISOString(), language) })}</Text>
        <Alert color="orange" variant="light" icon={<IconInfoCircle size={20} />} role="status" p="xs">
          <Text size="sm">{t('offline.receiptNote')}</Text>
        </Alert>
        <Group gap="xs">
          <Button leftSection={anotherIcon} onClick={onAnother}>
            {anotherLabel}
          </Button>
          <Button component={Link} to="/sync" variant="default">
            {t('offline.waitingLink')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
