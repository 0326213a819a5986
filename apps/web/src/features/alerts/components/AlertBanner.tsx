import type { RoomAlert } from '@coldroom/contract';
import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormError } from '../../../components/forms/FormError';
import { showToast } from '../../../components/toast';
import { formatDateTime } from '../../../lib/format';
import { useAcknowledgeAlert, useOpenAlerts } from '../api/alerts';
import { AlertToldModal } from './AlertToldModal';
import { alertSentence } from './alertText';

/** Bounds of the note, as the API checks them. */
const NOTE_MIN = 3;
const NOTE_MAX = 500;

function Acknowledge({ alert }: { alert: RoomAlert }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const acknowledge = useAcknowledgeAlert();
  if (!open) {
    return (
      <Button size="md" onClick={() => setOpen(true)}>
        {t('alerts.acknowledge')}
      </Button>
    );
  }
  const submit = () => {
    const text = note.trim();
    if (text.length < NOTE_MIN) {
      setProblem('alerts.noteTooShort');
      return;
    }
    acknowledge.mutate({ id: alert.id, note: text }, { onSuccess: () => showToast('alerts.acknowledged', 'success') });
  };
  return (
    <Stack gap="xs">
      <Textarea
        label={t('alerts.noteLabel')}
        description={t('alerts.noteHint')}
        required
        autoFocus
        rows={2}
        maxLength={NOTE_MAX}
        value={note}
        onChange={(event) => {
          setNote(event.currentTarget.value);
          setProblem(null);
        }}
        error={problem ? t(problem, { min: NOTE_MIN }) : undefined}
      />
      <FormError error={acknowledge.error} />
      <Group gap="xs" grow>
        <Button variant="default" onClick={() => setOpen(false)} disabled={acknowledge.isPending}>
          {t('shared.cancel')}
        </Button>
        <Button loading={acknowledge.isPending} onClick={submit}>
          {t('alerts.acknowledgeSave')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The open alerts of the rooms one sees (docs/cold-chain-rules.md §5): on the main page all of them, on a
 * room's page that room's. Each says what is wrong since when, and who acknowledged it with what note, or
 * offers to acknowledge it. Nothing is drawn while there is none (or while the list cannot be read).
 */
export function AlertBanner({ room = null, linkRooms = true, enabled = true }: { room?: number | null; linkRooms?: boolean; enabled?: boolean }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const alerts = useOpenAlerts(room, enabled);
  const items = alerts.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    // Not in the saved copy of the main page (lib/bootSnapshot.ts): an alert is shown as the server says it now.
    <Stack gap="sm" component="section" aria-label={t('alerts.title')} data-boot-skip>
      {items.map((alert) => {
        const critical = alert.critical_at !== null;
        return (
          <Alert
            key={alert.id}
            color={critical ? 'red' : 'orange'}
            variant="light"
            icon={<IconAlertTriangle size={22} aria-hidden />}
            title={t(critical ? 'alerts.criticalIn' : 'alerts.alertIn', { room: alert.cooling_unit.name })}
          >
            <Stack gap="xs">
              <Text size="md">{alertSentence(alert, t, language)}</Text>
              {alert.acknowledged ? (
                <Text size="sm">
                  {t('alerts.acknowledgedBy', { name: alert.acknowledged.by, time: formatDateTime(alert.acknowledged.at, language) ?? '', note: alert.acknowledged.note })}
                </Text>
              ) : (
                <Acknowledge alert={alert} />
              )}
              <AlertToldModal alertId={alert.id} room={alert.cooling_unit.name} />
              {linkRooms && (
                <Button component={Link} to={`/cooling-units/${alert.cooling_unit.id}?tab=temperature`} variant="default" size="md">
                  {t('alerts.openRoom', { room: alert.cooling_unit.name })}
                </Button>
              )}
            </Stack>
          </Alert>
        );
      })}
    </Stack>
  );
}
