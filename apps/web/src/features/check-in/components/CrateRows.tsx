import { Group, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { memo, useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DeferredTextInput } from '../../../components/forms/DeferredTextInput';
import { useFieldProps } from '../../../lib/formProps';
import { kgSign } from '../../../lib/quantities';
import type { CheckInValues } from '../checkInForm';

type FieldProps = (path: string) => ReturnType<ReturnType<typeof useFieldProps<CheckInValues>>>;

/**
 * One line per crate: its weight, tag and planned days, each editable on its own; a tag in use is named as
 * it is typed. Each line is drawn again only when its own values or errors change: a form of 20 lots and
 * 200 crates drew all 600 fields on every key (2.7 s a key on a low-tier phone, docs/benchmarks.md).
 */
export function CrateRows({ form, lotIndex, tagErrors }: { form: UseFormReturnType<CheckInValues>; lotIndex: number; tagErrors: Record<string, string> }) {
  const { t, i18n } = useTranslation();
  const unit = kgSign(i18n.language);
  const field = useFieldProps(form);
  // The lines read their fields' props (handlers included) through one function that never changes.
  const latest = useRef(field);
  latest.current = field;
  const stableField = useCallback<FieldProps>((path) => latest.current(path), []);
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
      {crates.map((crate, j) => (
        <CrateRow
          key={j}
          lotIndex={lotIndex}
          index={j}
          unit={unit}
          values={`${crate.weight}\u0000${crate.tag}\u0000${crate.plannedDays}`}
          errors={['weight', 'tag', 'plannedDays'].map((name) => String(form.errors[path(j, name)] ?? '')).join('\u0000')}
          live={tagErrors[path(j, 'tag')]}
          field={stableField}
        />
      ))}
    </Stack>
  );
}

interface CrateRowProps {
  lotIndex: number;
  index: number;
  unit: string;
  /** The line's values and errors, joined: the line is drawn again when one of them changes. */
  values: string;
  errors: string;
  /** The live error of the tag (given twice, or on a stored crate), a translation key. */
  live: string | undefined;
  field: FieldProps;
}

const CrateRow = memo(function CrateRow({ lotIndex, index: j, unit, live, field }: CrateRowProps) {
  const { t } = useTranslation();
  const path = (name: string) => `lots.${lotIndex}.crates.${j}.${name}`;
  const tag = field(path('tag'));
  // Each key is painted at once; the form (and the lot's totals) follow in a transition.
  const text = (name: string) => {
    const props = field(name);
    return { ...props, value: String(props.value ?? ''), onChange: (value: string) => props.onChange(value) };
  };
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" w={28} pt={10} ta="end">
        {j + 1}
      </Text>
      <DeferredTextInput {...text(path('weight'))} aria-label={t('checkIn.crateWeightOf', { n: j + 1, unit })} inputMode="decimal" size="sm" style={{ flex: 4, minWidth: 0 }} />
      <DeferredTextInput {...text(path('tag'))} error={tag.error || (live ? t(live) : undefined)} aria-label={t('checkIn.crateTagOf', { n: j + 1 })} size="sm" style={{ flex: 4, minWidth: 0 }} />
      <DeferredTextInput {...text(path('plannedDays'))} aria-label={t('checkIn.crateDaysOf', { n: j + 1 })} inputMode="numeric" size="sm" style={{ flex: 3, minWidth: 0 }} />
    </Group>
  );
});
