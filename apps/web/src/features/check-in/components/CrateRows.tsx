import { Group, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useFieldProps } from '../../../lib/formProps';
import { kgSign } from '../../../lib/quantities';
import type { CheckInValues } from '../checkInForm';

/** One line per crate: its weight, tag and planned days, each editable on its own; a tag in use is named as it is typed. */
export function CrateRows({ form, lotIndex, tagErrors }: { form: UseFormReturnType<CheckInValues>; lotIndex: number; tagErrors: Record<string, string> }) {
  const { t, i18n } = useTranslation();
  const unit = kgSign(i18n.language);
  const field = useFieldProps(form);
  const crates = form.getValues().lots[lotIndex]!.crates;
  const path = (j: number, name: string) => `lots.${lotIndex}.crates.${j}.${name}`;
  return (
    <Stack gap="xs">
      <Group gap="xs" wrap="nowrap" aria-hidden>
        <Text size="xs" c="dimmed" w={28}>
          #
        </Text>
        <Text size="xs" c="dimmed" style={{ flex: 4 }}>
          {t('checkIn.crateWeight', { unit })}
        </Text>
        <Text size="xs" c="dimmed" style={{ flex: 4 }}>
          {t('checkIn.crateTag')}
        </Text>
        <Text size="xs" c="dimmed" style={{ flex: 3 }}>
          {t('checkIn.crateDays')}
        </Text>
      </Group>
      {crates.map((_, j) => (
        <Group key={j} gap="xs" wrap="nowrap" align="flex-start">
          <Text size="sm" w={28} pt={10} ta="right">
            {j + 1}
          </Text>
          <TextInput
            {...field(path(j, 'weight'))}
            aria-label={t('checkIn.crateWeightOf', { n: j + 1, unit })}
            inputMode="decimal"
            size="sm"
            style={{ flex: 4, minWidth: 0 }}
          />
          <TagInput form={form} path={path(j, 'tag')} live={tagErrors[path(j, 'tag')]} label={t('checkIn.crateTagOf', { n: j + 1 })} />
          <TextInput
            {...field(path(j, 'plannedDays'))}
            aria-label={t('checkIn.crateDaysOf', { n: j + 1 })}
            inputMode="numeric"
            size="sm"
            style={{ flex: 3, minWidth: 0 }}
          />
        </Group>
      ))}
    </Stack>
  );
}

/** A crate's tag: the form's own error (on submit) or the live one (given twice, or on a stored crate). */
function TagInput({ form, path, live, label }: { form: UseFormReturnType<CheckInValues>; path: string; live: string | undefined; label: string }) {
  const { t } = useTranslation();
  const field = useFieldProps(form);
  const props = field(path);
  return <TextInput {...props} error={props.error || (live ? t(live) : undefined)} aria-label={label} size="sm" style={{ flex: 4, minWidth: 0 }} />;
}
