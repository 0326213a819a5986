import { OPERATION_PREFIX, type FarmerFigures as Figures } from '@coldroom/contract';
import { Anchor, Card, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryStatus } from '../../../components/QueryStatus';
import { ScrollTable } from '../../../components/ScrollTable';
import { apiFetch } from '../../../lib/api';
import { formatAmount } from '../../../lib/amounts';
import { cropLabel, formatDays, formatWeight } from '../../../lib/quantities';
import { formatPercent } from '../../../lib/units';

/** A logged-in farmer's own figures: storage, money per company, and price and loss before vs after (surveys). */
export default function FarmerFigures() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const query = useQuery({ queryKey: ['analysis', 'farmer'], queryFn: () => apiFetch<Figures>(`${OPERATION_PREFIX}/analysis/farmer/`) });
  const data = query.data;
  const perKg = (minor: number | null, currency: string) => (minor === null ? '—' : t('figures.perKg', { price: formatAmount(minor, currency, language) }));
  const share = (value: number | null) => (value === null ? '—' : formatPercent(language, value));
  return (
    <QueryStatus query={query}>
      {data && (
        <Stack gap="md">
          {data.companies.length === 0 && <Text c="dimmed">{t('figures.noCheckOuts')}</Text>}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {data.companies.map((c) => (
              <Card key={`${c.company.id}-${c.currency}`} withBorder padding="sm" radius="md">
                <Text fw={700}>{c.company.name}</Text>
                <Text size="sm">{t('figures.checkOuts', { count: c.check_outs })} · {formatWeight(language, c.kg_out)}</Text>
                <Text size="sm">{t('figures.averageDays', { days: c.average_storage_days === null ? '—' : formatDays(language, c.average_storage_days) })}</Text>
                <Text size="sm">{t('figures.paid', { amount: formatAmount(c.paid_minor, c.currency, language) })}</Text>
                <Text size="sm" c={c.outstanding_minor > 0 ? 'orange' : undefined}>
                  {t('figures.outstanding', { amount: formatAmount(c.outstanding_minor, c.currency, language) })}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
          <Group gap="xs">
            {!data.has_baseline && <Text size="sm">{t('figures.noBaseline')}</Text>}
            {data.market_surveys === 0 && <Text size="sm">{t('figures.noMarketSurvey')}</Text>}
          </Group>
          <Group gap="md">
            <Anchor component={Link} to="/farmer-survey" size="sm">{t('pages.farmerSurvey')}</Anchor>
            <Anchor component={Link} to="/market-survey" size="sm">{t('pages.marketSurvey')}</Anchor>
          </Group>
          {data.crops.length > 0 && (
            <ScrollTable minWidth={320} label={t('figures.cropsTable')}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('surveys.crop')}</Table.Th>
                    <Table.Th>{t('figures.before')}</Table.Th>
                    <Table.Th>{t('figures.after')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.crops.map((row) => (
                    <Table.Tr key={`${row.crop_id}-${row.currency}`}>
                      <Table.Td>{cropLabel(row.crop_id, language)}</Table.Td>
                      <Table.Td>{row.before ? `${perKg(row.before.price_per_kg_minor, row.currency)} · ${t('figures.lost', { share: share(row.before.lost_share) })}` : t('figures.noData')}</Table.Td>
                      <Table.Td>{row.after ? `${perKg(row.after.price_per_kg_minor, row.currency)} · ${t('figures.lost', { share: share(row.after.lost_share) })}` : t('figures.noData')}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollTable>
          )}
        </Stack>
      )}
    </QueryStatus>
  );
}
