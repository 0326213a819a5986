import type { CertificateFacts } from '@coldroom/contract';
import { Alert, Anchor, Badge, Container, Divider, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LanguagePicker } from '../../../components/LanguagePicker';
import { formatDuration } from '../../../components/operations/lotTemperatureText';
import { ApiError } from '../../../lib/api';
import { phoneLanguage } from '../../../lib/phoneLanguage';
import { getLanguage } from '../../../lib/storage';
import { cropLabel, formatCrates } from '../../../lib/quantities';
import { dateTimeFormat, formatCelsius, formatCelsiusRange, formatKg } from '../../../lib/units';
import { certificatePdfUrl, useCertificate } from '../api/certificate';
import { CertificateChecker } from '../components/CertificateChecker';

const STATUS_KEYS = { in_store: 'certificate.status.in_store', checked_out: 'certificate.status.checked_out', revoked: 'certificate.status.revoked' } as const;

/** A company calendar date ("2026-03-03") in the reader's language. */
function calendarDate(language: string, date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return dateTimeFormat(language, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, day, 12));
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  );
}

function Facts({ facts }: { facts: CertificateFacts }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const temperature = facts.temperature;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Fact label={t('certificate.crop')} value={cropLabel(facts.crop_id, language)} />
        <Fact label={t('certificate.farmer')} value={facts.farmer_initials} />
        <Fact label={t('certificate.company')} value={facts.company} />
        <Fact label={t('certificate.room')} value={facts.room} />
        <Fact label={t('certificate.checkedIn')} value={calendarDate(language, facts.checked_in_on)} />
        <Fact label={t('certificate.checkedOut')} value={facts.checked_out_on ? calendarDate(language, facts.checked_out_on) : '—'} />
        <Fact label={t('certificate.atCheckIn')} value={`${formatCrates(t, language, facts.crates_in)} · ${formatKg(language, facts.weight_in_kg)}`} />
        <Fact label={t('certificate.inStoreNow')} value={`${formatCrates(t, language, facts.crates_now)} · ${formatKg(language, facts.weight_now_kg)}`} />
      </SimpleGrid>
      <Divider />
      <Title order={2} size="h4">
        {t('certificate.temperature')}
      </Title>
      {temperature ? (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Fact label={t('certificate.range')} value={temperature.range_c ? formatCelsiusRange(language, temperature.range_c.min, temperature.range_c.max) : t('certificate.noRange')} />
          <Fact label={t('certificate.above')} value={formatDuration(t, language, temperature.minutes_above)} />
          <Fact label={t('certificate.below')} value={formatDuration(t, language, temperature.minutes_below)} />
          <Fact
            label={t('certificate.peak')}
            value={temperature.peak ? `${formatCelsius(language, temperature.peak.temperature_c)} · ${calendarDate(language, temperature.peak.date)}` : '—'}
          />
          <Fact label={t('certificate.alerts')} value={String(temperature.alerts)} />
        </SimpleGrid>
      ) : (
        <Text>{t('certificate.noRecord')}</Text>
      )}
    </Stack>
  );
}

/** The public page a label's QR opens (docs/certificates-and-labels.md): no account, no personal data. */
export function CertificatePage() {
  const { t, i18n } = useTranslation();
  const { token = '', crate } = useParams();
  const query = useCertificate(token);
  const certificate = query.data;
  // A buyer or a lender opening a label's QR: their phone's language, unless a language was chosen here before.
  useEffect(() => {
    if (getLanguage()) return;
    const language = phoneLanguage(typeof navigator === 'undefined' ? [] : navigator.languages ?? [navigator.language]);
    if (language && language !== i18n.language) void i18n.changeLanguage(language);
  }, [i18n]);
  // A crate's label ends with the crate's place in its lot.
  const place = crate && /^[1-9][0-9]{0,3}$/.test(crate) ? Number(crate) : null;
  const crateOf = place !== null && certificate?.facts && place <= certificate.facts.crates_in ? { n: place, total: certificate.facts.crates_in } : null;
  return (
    <Container component="main" size="sm" py="md" px="sm">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={1} size="h3">
            {t('certificate.title')}
          </Title>
          <LanguagePicker size="xs" w={160} />
        </Group>
        {query.isPending && <Loader aria-label={t('shared.loading')} />}
        {query.isError && (
          <Alert color="red" data-testid="certificate-missing">
            {query.error instanceof ApiError && query.error.status === 404 ? t('certificate.notFound') : t('certificate.unavailable')}
          </Alert>
        )}
        {certificate && (
          <Paper withBorder p="md" radius="md">
            <Stack gap="md">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Text fz={32} fw={700} ff="monospace" data-testid="certificate-code">
                  {certificate.code}
                </Text>
                <Badge size="lg" color={certificate.status === 'revoked' ? 'red' : certificate.status === 'in_store' ? 'green' : 'gray'}>
                  {t(STATUS_KEYS[certificate.status])}
                </Badge>
              </Group>
              {crateOf && (
                <Text fw={600} data-testid="certificate-crate">
                  {t('certificate.crateOf', crateOf)}
                </Text>
              )}
              {certificate.status === 'revoked' && <Alert color="red">{t('certificate.revokedExplain')}</Alert>}
              {certificate.facts && <Facts facts={certificate.facts} />}
              {certificate.status !== 'revoked' && (
                <Anchor href={certificatePdfUrl(token)} download>
                  <Group gap={6}>
                    <IconDownload size={16} aria-hidden />
                    {t('certificate.downloadPdf')}
                  </Group>
                </Anchor>
              )}
            </Stack>
          </Paper>
        )}
        <Paper withBorder p="md" radius="md">
          <CertificateChecker />
        </Paper>
      </Stack>
    </Container>
  );
}
