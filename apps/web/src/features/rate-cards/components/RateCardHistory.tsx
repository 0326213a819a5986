import type { RateCardView } from '@coldroom/contract';
import type { RateCard } from '@coldroom/domain';
import { Alert, Badge, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryStatus } from '../../../components/QueryStatus';
import { formatAmount } from '../../../lib/amounts';
import { errorMessageKey } from '../../../lib/errors';
import { formatCalendarDate } from '../../../lib/format';
import { useApplyPreview, useApplyRateCard, type RateCardApplyResult } from '../api/rateCards';
import { cardSummary } from '../summary';

interface Props {
  items: readonly RateCardView[];
  /** The version in force today (the newest that has started), if any. */
  inForceId: number | null;
  currency: string;
  today: string;
}

function signed(minor: number, currency: string, language: string): string {
  return minor > 0 ? `+${formatAmount(minor, currency, language)}` : formatAmount(minor, currency, language);
}

/** What applying a version to the stored lots changes, as label/value rows. */
function Figures({ figures, currency, smsQueued }: { figures: Omit<RateCardApplyResult, 'sms_queued' | 'items' | 'rate_card_id' | 'currency'>; currency: string; smsQueued?: number }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const rows: [string, string][] = [
    [t('rateCards.apply.lots'), String(figures.lots)],
    [t('rateCards.apply.farmers'), String(figures.farmers)],
    [t('rateCards.apply.before'), formatAmount(figures.before_minor, currency, language)],
    [t('rateCards.apply.after'), formatAmount(figures.after_minor, currency, language)],
    [t('rateCards.apply.change'), signed(figures.change_minor, currency, language)],
  ];
  if (smsQueued !== undefined) rows.push([t('rateCards.apply.sms'), String(smsQueued)]);
  return (
    <Table fz="sm" verticalSpacing={4}>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row" fw={400}>
              {label}
            </Table.Th>
            <Table.Td ta="end" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
              {value}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Applying one version to the stored lots: the preview (lots, farmers, the change), then a confirmation. */
function ApplyPanel({ version, currency, onClose }: { version: RateCardView; currency: string; onClose: () => void }) {
  const { t } = useTranslation();
  const preview = useApplyPreview(version.id, true);
  const apply = useApplyRateCard(version.id);
  const [result, setResult] = useState<RateCardApplyResult | null>(null);

  if (result) {
    return (
      <Alert color="teal" icon={<IconCheck size={20} />} role="status" title={t('rateCards.apply.done', { version: version.version })}>
        <Figures figures={result} currency={currency} smsQueued={result.sms_queued} />
        <Button variant="default" mt="xs" onClick={onClose}>
          {t('shared.close')}
        </Button>
      </Alert>
    );
  }
  return (
    <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-gray-0)">
      <QueryStatus query={preview}>
        {preview.data && (
          <Stack gap="xs">
            <Text size="sm" fw={600}>
              {t('rateCards.apply.previewTitle', { version: version.version })}
            </Text>
            {preview.data.lots === 0 ? (
              <Text size="sm">{t('rateCards.apply.none')}</Text>
            ) : (
              <>
                <Figures figures={preview.data} currency={currency} />
                <Text size="sm" c="dimmed">
                  {t('rateCards.apply.smsHint')}
                </Text>
              </>
            )}
            {apply.isError && (
              <Alert color="red" icon={<IconAlertTriangle size={20} />} role="alert">
                {t(errorMessageKey(apply.error))}
              </Alert>
            )}
            <Group gap="xs" grow>
              <Button variant="default" onClick={onClose}>
                {t('shared.cancel')}
              </Button>
              {preview.data.lots > 0 && (
                <Button loading={apply.isPending} onClick={() => apply.mutate(undefined, { onSuccess: setResult })}>
                  {t('rateCards.apply.confirm')}
                </Button>
              )}
            </Group>
          </Stack>
        )}
      </QueryStatus>
    </Paper>
  );
}

/** A crop card's versions, newest first: when each takes effect, what it charges, and applying it to stored lots. */
export function RateCardHistory({ items, inForceId, currency, today }: Props) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [applying, setApplying] = useState<number | null>(null);

  if (items.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('rateCards.history.empty')}
      </Text>
    );
  }
  return (
    <Stack component="ol" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('rateCards.history.title')}>
      {items.map((item) => {
        const upcoming = item.effective_from > today;
        const state = item.id === inForceId ? 'inForce' : upcoming ? 'upcoming' : 'earlier';
        return (
          <Paper component="li" key={item.id} withBorder radius="md" p="sm">
            <Stack gap={6}>
              <Group justify="space-between" gap="xs">
                <Text fw={600}>{t('rateCards.history.version', { version: item.version })}</Text>
                <Badge variant="light" color={state === 'inForce' ? 'teal' : state === 'upcoming' ? 'blue' : 'gray'} tt="none">
                  {t(state === 'inForce' ? 'rateCards.history.inForce' : state === 'upcoming' ? 'rateCards.history.upcoming' : 'rateCards.history.earlier')}
                </Badge>
              </Group>
              <Text size="sm">{t('rateCards.history.from', { date: formatCalendarDate(item.effective_from, language) })}</Text>
              <Text size="sm" c="dimmed">
                {cardSummary(t, language, item.card as RateCard, currency)}
              </Text>
              {!upcoming &&
                (applying === item.id ? (
                  <ApplyPanel version={item} currency={currency} onClose={() => setApplying(null)} />
                ) : (
                  <Button variant="light" onClick={() => setApplying(item.id)}>
                    {t('rateCards.apply.button')}
                  </Button>
                ))}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
