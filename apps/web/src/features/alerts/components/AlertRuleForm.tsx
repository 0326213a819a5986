import type { AlertRuleView } from '@coldroom/contract';
import type { AlertRuleField } from '@coldroom/domain';
import { Alert, Button, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/forms/FormError';
import { QueryStatus } from '../../../components/QueryStatus';
import { showToast } from '../../../components/toast';
import { ApiError } from '../../../lib/api';
import { focusFirstError } from '../../../lib/focusFirstError';
import { formatCelsiusRange } from '../../../lib/units';
import { useAlertRule, useSaveAlertRule } from '../api/alertRule';
import { API_NAMES, FIELD_BOUNDS, PROBLEM_KEYS, readRule, RULE_FIELDS, SERVER_REASONS, toRequest, valuesOf, type RuleValues } from '../ruleForm';

// Written out in full so the translation-key check sees every key.
const LABEL_KEYS: Record<AlertRuleField, string> = {
  lowerC: 'alerts.rule.lowerC',
  upperC: 'alerts.rule.upperC',
  delayMin: 'alerts.rule.delayMin',
  clearBandC: 'alerts.rule.clearBandC',
  criticalDeltaC: 'alerts.rule.criticalDeltaC',
  criticalAfterMin: 'alerts.rule.criticalAfterMin',
  noDataMin: 'alerts.rule.noDataMin',
  humidityLowerPct: 'alerts.rule.humidityLowerPct',
  humidityUpperPct: 'alerts.rule.humidityUpperPct',
};
/** The unit after each field: a sign, or (minutes) the translation key of the language's abbreviation. */
const UNITS: Record<AlertRuleField, string> = {
  lowerC: '°C',
  upperC: '°C',
  delayMin: 'alerts.rule.minutes',
  clearBandC: '°C',
  criticalDeltaC: '°C',
  criticalAfterMin: 'alerts.rule.minutes',
  noDataMin: 'alerts.rule.minutes',
  humidityLowerPct: '%',
  humidityUpperPct: '%',
};

function RuleForm({ roomId, view }: { roomId: number; view: AlertRuleView }) {
  const { t, i18n } = useTranslation();
  const save = useSaveAlertRule(roomId);
  const form = useForm<RuleValues>({
    initialValues: valuesOf(view),
    validate: (values) => {
      const { problems } = readRule(values);
      return Object.fromEntries(Object.entries(problems).map(([field, problem]) => [field, t(PROBLEM_KEYS[problem], FIELD_BOUNDS[field as AlertRuleField])]));
    },
  });

  const submit = form.onSubmit(
    (values) => {
      save.mutate(toRequest(readRule(values).rule), {
        // The saved rule comes back as the query's data: the form is drawn again from it.
        onSuccess: () => showToast('alerts.rule.saved', 'success'),
        onError: (error) => {
          if (!(error instanceof ApiError)) return;
          for (const field of RULE_FIELDS) {
            const reason = error.fields[API_NAMES[field]];
            if (reason) form.setFieldError(field, t(PROBLEM_KEYS[SERVER_REASONS[reason] ?? 'not_a_number'], FIELD_BOUNDS[field]));
          }
        },
      });
    },
    () => setTimeout(() => focusFirstError(document.querySelector('form[data-form="alert-rule"]') ?? document), 0),
  );

  const input = (field: AlertRuleField) => (
    <TextInput
      key={field}
      label={t(LABEL_KEYS[field])}
      inputMode="decimal"
      rightSection={<Text size="sm">{UNITS[field].startsWith('alerts.') ? t(UNITS[field]) : UNITS[field]}</Text>}
      rightSectionWidth={48}
      {...form.getInputProps(field)}
    />
  );

  const cropRange = view.crop_lower_c !== null && view.crop_upper_c !== null ? formatCelsiusRange(i18n.language, view.crop_lower_c, view.crop_upper_c) : null;
  return (
    <form onSubmit={submit} noValidate data-form="alert-rule" aria-label={t('alerts.rule.title')}>
      <Stack gap="sm">
        <Text size="sm">{t('alerts.rule.intro')}</Text>
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={20} aria-hidden />} p="xs">
          {cropRange ? t(view.is_default ? 'alerts.rule.followingCrops' : 'alerts.rule.cropsSay', { range: cropRange }) : t('alerts.rule.cropsNone')}
        </Alert>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {RULE_FIELDS.map(input)}
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          {t('alerts.rule.limitsHint')}
        </Text>
        <FormError error={save.error} />
        <Button type="submit" size="md" loading={save.isPending}>
          {t('alerts.rule.save')}
        </Button>
      </Stack>
    </form>
  );
}

/** Service providers: a room's alert rule (docs/cold-chain-rules.md §1), checked as the server checks it. */
export function AlertRuleForm({ roomId }: { roomId: number }) {
  const rule = useAlertRule(roomId);
  return <QueryStatus query={rule}>{rule.data && <RuleForm key={rule.data.updated_at ?? 'default'} roomId={roomId} view={rule.data} />}</QueryStatus>;
}
