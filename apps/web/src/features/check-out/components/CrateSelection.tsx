import type { StoredCrate } from '@coldroom/contract';
import { Checkbox, Divider, Paper, Stack, Text } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { cropLabel, formatCrates } from '../../../lib/quantities';
import { formatDate } from '../../../lib/format';
import type { Selection } from '../checkOutForm';
import { CrateChoice } from './CrateChoice';
import { formatAmount } from '../../../lib/amounts';

interface CrateSelectionProps {
  crates: StoredCrate[];
  selection: Selection;
  onChange: (selection: Selection) => void;
  errors: Record<number, string>;
}

function groupByLot(crates: StoredCrate[]): StoredCrate[][] {
  const lots = new Map<number, StoredCrate[]>();
  for (const crate of crates) lots.set(crate.lot_id, [...(lots.get(crate.lot_id) ?? []), crate]);
  return [...lots.values()];
}

/**
 * The farmer's crates in the room, lot by lot: all, some, or part of a crate's weight. Drawn again only when
 * its own props change: a key in the discount below did not need 200 crates drawn again (issue 25, INP).
 */
export const CrateSelection = memo(function CrateSelection({ crates, selection, onChange, errors }: CrateSelectionProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const chosen = crates.filter((crate) => selection[crate.id]).length;
  const toggle = (list: StoredCrate[], on: boolean) => {
    const next = { ...selection };
    for (const crate of list) {
      if (on) next[crate.id] ??= { part: false, weight: '' };
      else delete next[crate.id];
    }
    onChange(next);
  };
  const state = (list: StoredCrate[]) => {
    const n = list.filter((crate) => selection[crate.id]).length;
    return { checked: n === list.length && n > 0, indeterminate: n > 0 && n < list.length };
  };

  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="xs">
        <Checkbox
          {...state(crates)}
          size="md"
          label={<Text fw={700}>{t('checkOut.selectAll', { crates: formatCrates(t, language, crates.length) })}</Text>}
          onChange={(event) => toggle(crates, event.currentTarget.checked)}
        />
        <Text size="sm" c="dimmed">
          {t('checkOut.chosen', { crates: formatCrates(t, language, chosen) })}
        </Text>
        {groupByLot(crates).map((lot) => {
          const first = lot[0]!;
          const crop = cropLabel(first.crop_id, language);
          return (
            <Stack key={first.lot_id} gap="xs">
              <Divider />
              <Checkbox
                {...state(lot)}
                label={<Text fw={600}>{`${crop} · ${formatDate(first.checked_in_at, language) ?? ''}`}</Text>}
                onChange={(event) => toggle(lot, event.currentTarget.checked)}
              />
              {lot.map((crate, n) => (
                <CrateChoice
                  key={crate.id}
                  crate={crate}
                  name={crate.tag || t('checkOut.crateNumber', { crop, n: n + 1 })}
                  pick={selection[crate.id]}
                  error={errors[crate.id]}
                  onPick={(pick) => {
                    const next = { ...selection };
                    if (pick) next[crate.id] = pick;
                    else delete next[crate.id];
                    onChange(next);
                  }}
                  due={formatAmount(crate.fee_due_minor, crate.currency, language)}
                />
              ))}
            </Stack>
          );
        })}
      </Stack>
    </Paper>
  );
});
