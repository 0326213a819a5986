import { COMPANY_FLAGS, SMS_DAY_LIMIT_MAX, SUSPENSION_REASON_MAX, type AdminCompany, type CompanyFlag } from '@coldroom/contract';
import { Alert, Button, Group, Modal, NumberInput, Paper, SimpleGrid, Stack, Switch, Text, Textarea, Title } from '@mantine/core';
import { IconBan, IconLockOpen } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FormError } from '../../../components/forms/FormError';
import { PageHeader } from '../../../components/PageHeader';
import { QueryStatus } from '../../../components/QueryStatus';
import { showToast } from '../../../components/toast';
import { countryName } from '../../../lib/countries';
import { formatDate, formatDateTime } from '../../../lib/format';
import { useAdminCompany, useSetFlags, useSetSmsDayLimit, useSuspend, useUnsuspend } from '../api/adminCompanies';

function Figures({ company }: { company: AdminCompany }) {
  const { t, i18n } = useTranslation();
  const rows: [string, string][] = [
    [t('admin.companies.country'), countryName(company.country, i18n.language)],
    [t('admin.company.currency'), company.currency],
    [t('admin.company.joined'), formatDate(company.date_joined, i18n.language) ?? ''],
    [t('admin.companies.rooms'), String(company.rooms)],
    [t('admin.company.serviceProviders'), String(company.users.service_providers)],
    [t('admin.company.operators'), String(company.users.operators)],
    [t('admin.company.farmers'), String(company.users.farmers)],
    [t('admin.companies.sms'), t('admin.companies.smsCount', { month: company.sms.sent_this_month, total: company.sms.sent_total })],
    [t('admin.company.smsRefused'), t('admin.company.smsRefusedCount', { month: company.sms.refused_this_month })],
    [t('admin.sms.dayLimit'), company.sms_day_limit === null ? t('admin.sms.noLimit') : t('admin.sms.perDay', { limit: company.sms_day_limit })],
    [t('admin.companies.lastActivity'), formatDateTime(company.last_activity, i18n.language) ?? t('admin.companies.never')],
  ];
  return (
    <Paper withBorder p="md" radius="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        {rows.map(([label, value]) => (
          <div key={label}>
            <Text size="sm" c="dimmed">
              {label}
            </Text>
            <Text fw={600}>{value}</Text>
          </div>
        ))}
      </SimpleGrid>
    </Paper>
  );
}

/** Each switch's label and what it does (written out, so every key is seen in the code). */
const FLAG_TEXT: Record<CompanyFlag, [label: string, hint: string]> = {
  ml4Market: ['admin.flags.market.label', 'admin.flags.market.hint'],
  ml4Quality: ['admin.flags.quality.label', 'admin.flags.quality.hint'],
  ml4Farmers: ['admin.flags.farmers.label', 'admin.flags.farmers.hint'],
  digital_twin: ['admin.flags.digitalTwin.label', 'admin.flags.digitalTwin.hint'],
};

/** The four switches only the administrator changes, each saying what it does. */
function FlagSwitches({ company }: { company: AdminCompany }) {
  const { t } = useTranslation();
  const setFlags = useSetFlags(company.id);
  const toggle = (flag: CompanyFlag, value: boolean) =>
    setFlags.mutate({ [flag]: value }, { onSuccess: () => showToast('admin.company.flagsSaved', 'success') });
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('admin.flags.title')}
        </Title>
        {COMPANY_FLAGS.map((flag) => (
          <Switch
            key={flag}
            size="md"
            checked={company.flags[flag]}
            disabled={setFlags.isPending}
            onChange={(event) => toggle(flag, event.currentTarget.checked)}
            label={t(FLAG_TEXT[flag][0])}
            description={t(FLAG_TEXT[flag][1])}
            styles={{ body: { minHeight: 44, alignItems: 'center' } }}
          />
        ))}
        <FormError error={setFlags.error} />
      </Stack>
    </Paper>
  );
}

function SmsBudgetForm({ company }: { company: AdminCompany }) {
  const { t } = useTranslation();
  const save = useSetSmsDayLimit(company.id);
  const [value, setValue] = useState<string | number>(company.sms_day_limit ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const text = String(value).trim();
    const limit = text === '' ? null : Number(text);
    if (limit !== null && (!Number.isInteger(limit) || limit < 0 || limit > SMS_DAY_LIMIT_MAX)) {
      setProblem(t('admin.sms.invalid', { max: SMS_DAY_LIMIT_MAX }));
      return;
    }
    setProblem(null);
    save.mutate(limit, { onSuccess: () => showToast('admin.sms.saved', 'success') });
  };
  return (
    <Paper withBorder p="md" radius="md" component="form" onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('admin.sms.title')}
        </Title>
        <NumberInput
          label={t('admin.sms.dayLimit')}
          description={t('admin.sms.hint')}
          value={value}
          onChange={setValue}
          min={0}
          max={SMS_DAY_LIMIT_MAX}
          allowDecimal={false}
          allowNegative={false}
          rightSection={<Text size="sm" c="dimmed" pe="xs">{t('admin.sms.unit')}</Text>}
          rightSectionWidth={90}
          error={problem}
        />
        <FormError error={save.error} />
        <Group>
          <Button type="submit" loading={save.isPending} mih={44}>
            {t('admin.sms.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function SuspensionPanel({ company }: { company: AdminCompany }) {
  const { t, i18n } = useTranslation();
  const suspend = useSuspend(company.id);
  const unsuspend = useUnsuspend(company.id);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const confirm = () => {
    if (reason.trim() === '') {
      setProblem(t('admin.suspension.reasonRequired'));
      return;
    }
    suspend.mutate(reason.trim(), {
      onSuccess: () => {
        setOpen(false);
        setReason('');
        showToast('admin.suspension.done', 'success');
      },
    });
  };
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('admin.suspension.title')}
        </Title>
        {company.suspended_at ? (
          <>
            <Alert color="red" title={t('admin.suspension.since', { date: formatDateTime(company.suspended_at, i18n.language) ?? '' })}>
              {t('admin.suspension.reasonIs', { reason: company.suspended_reason ?? '' })}
            </Alert>
            <FormError error={unsuspend.error} />
            <Group>
              <Button
                leftSection={<IconLockOpen size={18} />}
                loading={unsuspend.isPending}
                mih={44}
                onClick={() => unsuspend.mutate(undefined, { onSuccess: () => showToast('admin.suspension.lifted', 'success') })}
              >
                {t('admin.suspension.lift')}
              </Button>
            </Group>
          </>
        ) : (
          <>
            <Text size="sm">{t('admin.suspension.hint')}</Text>
            <Group>
              <Button color="red" variant="light" leftSection={<IconBan size={18} />} mih={44} onClick={() => setOpen(true)}>
                {t('admin.suspension.suspend')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('admin.suspension.confirmTitle', { name: company.name })} centered>
        <Stack gap="sm">
          <Text size="sm">{t('admin.suspension.hint')}</Text>
          <Textarea
            label={t('admin.suspension.reason')}
            required
            autosize
            minRows={2}
            maxLength={SUSPENSION_REASON_MAX}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={problem}
            data-autofocus
          />
          <FormError error={suspend.error} />
          <Group justify="flex-end">
            <Button variant="default" mih={44} onClick={() => setOpen(false)}>
              {t('admin.suspension.cancel')}
            </Button>
            <Button color="red" mih={44} loading={suspend.isPending} onClick={confirm}>
              {t('admin.suspension.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}

/** admin/companies/{id}: one company's figures, its switches, its SMS cap and its suspension. */
export function AdminCompanyPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const company = useAdminCompany(id);
  return (
    <Stack gap="md">
      <PageHeader title={company.data?.name ?? t('admin.company.title')} back={{ to: '/admin/companies', labelKey: 'admin.companies.title' }} />
      <QueryStatus query={company}>
        {company.data && (
          <Stack gap="md">
            <Figures company={company.data} />
            <FlagSwitches company={company.data} />
            <SmsBudgetForm key={`sms-${company.data.sms_day_limit ?? ''}`} company={company.data} />
            <SuspensionPanel company={company.data} />
          </Stack>
        )}
      </QueryStatus>
    </Stack>
  );
}
