import { LANGUAGES, type Language, type SmsTemplate, type TextOverride, type TextOverrideKind } from '@coldroom/contract';
import { Alert, Button, Code, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CROPS, cropName, fillTemplate, smsSize, templateProblem } from '@coldroom/domain';
import { PageHeader } from '../../../components/PageHeader';
import { QueryStatus } from '../../../components/QueryStatus';
import { ApiError } from '../../../lib/api';
import { errorMessageKey } from '../../../lib/errors';
import { useRemoveTextOverride, useSaveTextOverride, useSmsTemplates, useTextOverrides, type OverrideTarget } from '../api/textOverrides';

type FieldErrors = Partial<Record<'kind' | 'key' | 'language' | 'text', string>>;

/** The templates' names (the server's keys); a template the web does not know yet shows its key. */
const TEMPLATE_NAMES: Record<string, string> = {
  pickup_notice: 'textOverrides.templates.pickup_notice',
  balance_reminder: 'textOverrides.templates.balance_reminder',
  rate_change: 'textOverrides.templates.rate_change',
  import_welcome: 'textOverrides.templates.import_welcome',
};

/** The server's reasons for a field (docs/text-overrides.md) in words. */
const REASONS: Record<string, string> = {
  unknown: 'textOverrides.errors.unknown',
  required: 'textOverrides.errors.required',
  too_long: 'textOverrides.errors.too_long',
  unknown_placeholder: 'textOverrides.errors.unknown_placeholder',
  missing_placeholder: 'textOverrides.errors.missing_placeholder',
  unbalanced_braces: 'textOverrides.errors.unbalanced_braces',
};

/** The server's reason for a field, in words; the blank's name worked out from the text as the server did. */
function useFieldErrors(error: unknown, text: string, template: SmsTemplate | undefined, max: number): FieldErrors {
  const { t } = useTranslation();
  if (!(error instanceof ApiError) || error.code !== 'invalid_input') return {};
  const out: FieldErrors = {};
  for (const [field, reason] of Object.entries(error.fields)) {
    if (field !== 'kind' && field !== 'key' && field !== 'language' && field !== 'text') continue;
    const problem = template ? templateProblem(text.trim(), template) : null;
    const name = problem && 'placeholder' in problem ? `{${problem.placeholder}}` : '';
    out[field] = t(REASONS[reason] ?? 'forms.invalid', { name, max });
  }
  return out;
}

/** The text with the sample values, and its size as an SMS: parts and alphabet (the server's rule, shared). */
function SmsPreview({ text, sample }: { text: string; sample: Record<string, string> }) {
  const { t } = useTranslation();
  const filled = fillTemplate(text, sample);
  const size = smsSize(filled);
  return (
    <Stack gap={4}>
      <Title order={2} size="h5">
        {t('textOverrides.preview')}
      </Title>
      <Paper withBorder p="sm" radius="md" bg="var(--mantine-color-gray-0)">
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="sms-preview">
          {filled}
        </Text>
      </Paper>
      <Text size="sm" data-testid="sms-size">
        {t('textOverrides.size', { parts: size.segments, units: size.units, encoding: size.encoding === 'gsm7' ? 'GSM-7' : 'UCS-2' })}
      </Text>
    </Stack>
  );
}

function Blanks({ template }: { template: SmsTemplate }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Text size="sm">
        {t('textOverrides.required')}{' '}
        {template.required.map((name) => (
          <Code key={name} mx={2}>{`{${name}}`}</Code>
        ))}
      </Text>
      {template.optional.length > 0 && (
        <Text size="sm">
          {t('textOverrides.optional')}{' '}
          {template.optional.map((name) => (
            <Code key={name} mx={2}>{`{${name}}`}</Code>
          ))}
        </Text>
      )}
    </Stack>
  );
}

function Editor({ templates, overrides, smsMax, adviceMax }: { templates: SmsTemplate[]; overrides: TextOverride[]; smsMax: number; adviceMax: number }) {
  const { t, i18n } = useTranslation();
  const uiLanguage = (LANGUAGES as readonly string[]).includes(i18n.language) ? (i18n.language as Language) : 'en';
  const [kind, setKind] = useState<TextOverrideKind>('sms');
  const [key, setKey] = useState<string>(templates[0]?.key ?? '');
  const [language, setLanguage] = useState<Language>(uiLanguage);
  const save = useSaveTextOverride();
  const remove = useRemoveTextOverride();
  const [done, setDone] = useState<'saved' | 'removed' | null>(null);

  const crops = useMemo(() => [...CROPS].map((crop) => ({ value: crop.id, label: cropName(crop, uiLanguage) })).sort((a, b) => a.label.localeCompare(b.label, uiLanguage)), [uiLanguage]);
  const template = kind === 'sms' ? templates.find((item) => item.key === key) : undefined;
  const existing = overrides.find((item) => item.kind === kind && item.key === key && item.language === language);
  const defaultText = template?.defaults[language] ?? '';
  const [text, setText] = useState('');

  // A new choice starts from the company's text there, else the default (an SMS) or nothing (advice);
  // after a save or a removal the box shows what is now in force.
  const startText = existing?.text ?? (kind === 'sms' ? defaultText : '');
  useEffect(() => setText(startText), [kind, key, language, startText]);
  useEffect(() => {
    save.reset();
    remove.reset();
    setDone(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the choice changes
  }, [kind, key, language]);

  const max = kind === 'sms' ? smsMax : adviceMax;
  const errors = useFieldErrors(save.error ?? remove.error, text, template, max);
  const otherError = (save.error ?? remove.error) && Object.keys(errors).length === 0 ? (save.error ?? remove.error) : null;
  const target: OverrideTarget = { kind, key, language };

  const onKind = (next: TextOverrideKind) => {
    setKind(next);
    setKey(next === 'sms' ? (templates[0]?.key ?? '') : (crops[0]?.value ?? ''));
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    save.mutate({ target, text }, { onSuccess: () => setDone('saved') });
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <NativeSelect
            label={t('textOverrides.kind')}
            value={kind}
            onChange={(event) => onKind(event.currentTarget.value as TextOverrideKind)}
            data={[
              { value: 'sms', label: t('textOverrides.kinds.sms') },
              { value: 'crop_advice', label: t('textOverrides.kinds.crop_advice') },
            ]}
            error={errors.kind}
          />
          <NativeSelect
            label={kind === 'sms' ? t('textOverrides.template') : t('textOverrides.crop')}
            value={key}
            onChange={(event) => setKey(event.currentTarget.value)}
            data={kind === 'sms' ? templates.map((item) => ({ value: item.key, label: TEMPLATE_NAMES[item.key] ? t(TEMPLATE_NAMES[item.key]!) : item.key })) : crops}
            error={errors.key}
          />
          <NativeSelect
            label={t('textOverrides.language')}
            value={language}
            onChange={(event) => setLanguage(event.currentTarget.value as Language)}
            data={LANGUAGES.map((code) => ({ value: code, label: t(`languages.${code}`, { defaultValue: code }) }))}
            error={errors.language}
          />
        </SimpleGrid>

        {template && (
          <Stack gap={4}>
            <Title order={2} size="h5">
              {t('textOverrides.default')}
            </Title>
            <Text size="sm" lang={language} style={{ overflowWrap: 'anywhere' }} data-testid="default-text">
              {defaultText}
            </Text>
            <Blanks template={template} />
          </Stack>
        )}
        {kind === 'crop_advice' && (
          <Text size="sm" c="dimmed">
            {t('textOverrides.adviceHint')}
          </Text>
        )}

        <Text size="sm">{existing ? t('textOverrides.usingOwn') : t('textOverrides.usingDefault')}</Text>

        <Textarea
          label={kind === 'sms' ? t('textOverrides.smsText') : t('textOverrides.adviceText')}
          description={t('textOverrides.limit', { max })}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          rows={5}
          resize="vertical"
          lang={language}
          error={errors.text}
        />

        {template && <SmsPreview text={text} sample={template.sample} />}

        {otherError != null && (
          <Alert color="red" icon={<IconAlertTriangle size={20} />} role="alert" py="xs">
            {t(errorMessageKey(otherError))}
          </Alert>
        )}
        {done && (
          <Alert color="green" icon={<IconCheck size={20} />} role="status" py="xs">
            {done === 'saved' ? t('textOverrides.saved') : t('textOverrides.removed')}
          </Alert>
        )}

        <Group gap="sm">
          <Button type="submit" loading={save.isPending}>
            {t('textOverrides.save')}
          </Button>
          {existing && (
            <Button variant="default" color="red" loading={remove.isPending} onClick={() => remove.mutate(target, { onSuccess: () => setDone('removed') })}>
              {t('textOverrides.remove')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}

/**
 * A company's own wording of its farmers' SMS and of the knowledge hub's crop advice (docs/text-overrides.md),
 * for its service providers: choose a text and a language, see the default and its blanks, write, preview, remove.
 */
export function TextOverridesPage() {
  const { t } = useTranslation();
  const templates = useSmsTemplates();
  const overrides = useTextOverrides();
  return (
    <Stack gap="lg" maw={900}>
      <PageHeader title={t('textOverrides.title')} subtitle={t('textOverrides.intro')} back={{ to: '/management', labelKey: 'textOverrides.back' }} />
      <QueryStatus query={templates}>
        <QueryStatus query={overrides}>
          {templates.data && overrides.data && (
            <Editor templates={templates.data.items} overrides={overrides.data.items} smsMax={templates.data.sms_max} adviceMax={templates.data.crop_advice_max} />
          )}
        </QueryStatus>
      </QueryStatus>
    </Stack>
  );
}
