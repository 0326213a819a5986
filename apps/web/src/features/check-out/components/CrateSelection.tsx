import type { StoredCrate } from '@coldroom/contract';
import { Checkbox, Divider, Paper, Stack, Text } from '@mantine/core';
import { memo, startTransition, useState, type Dispatch, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { cropLabel, formatCrates } from '../../../lib/quantities';
import { formatDate } from '../../../lib/format';
import type { Selection } from '../checkOutForm';
import { CrateChoice } from './CrateChoice';
import { formatAmount } from '../../../lib/amounts';

interface CrateSelectionProps {
  crates: StoredCrate[];
  selection: Selection;
  /** A state setter: each change is worked out from the latest selection (a tap may land while another is drawn). */
  onChange: Dispatch<SetStateAction<Selection>>;
  errors: Record<number, string>;
}

function groupByLot(crates: StoredCrate[]): StoredCrate[][] {
  const lots = new Map<number, StoredCrate[]>();
  for (const crate of crates) lots.set(crate.lot_id, [...(lots.get(crate.lot_id) ?? []), crate]);
  return [...lots.values()];
}

/** The crates of `list` added to (`on`) or taken from a selection; the crates already chosen keep their part. */
function toggled(selection: Selection, list: readonly StoredCrate[], on: boolean): Selection {
  const next = { ...selection };
  for (const crate of list) {
    if (on) next[crate.id] ??= { part: false, weight: '' };
    else delete next[crate.id];
  }
  return next;
}

/**
 * The farmer's crates in the room, lot by lot: all, some, or part of a crate's weight. Drawn again only when
 * its own props change: a key in the discount below did not need 200 crates drawn again (issue 25, INP).
 *
 * Choosing all crates, or a lot, ticks its box at once and draws the crates in a transition, in slices with
 * the phone free in between: on a low-tier phone, 200 crates (each with its "take part" switch) took about
 * three seconds in one go, and nothing answered meanwhile. Each crate is drawn again only when its own choice
 * or error changes.
 */
export const CrateSelection = memo(function CrateSelection({ crates, selection, onChange, errors }: CrateSelectionProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  // The boxes ticked or cleared whose crates are still being drawn: `all`, or a lot's id.
  const [pending, setPending] = useState<{ key: string; on: boolean } | null>(null);
  const chosen = crates.filter((crate) => selection[crate.id]).length;
  const toggle = (key: string, list: readonly StoredCrate[], on: boolean) => {
    setPending({ key, on });
    startTransition(() => {
      onChange((current) => toggled(current, list, on));
      setPending(null);
    });
  };
  const state = (key: string, list: readonly StoredCrate[]) => {
    if (pending?.key === key) return { checked: pending.on, indeterminate: false };
    const n = list.filter((crate) => selection[crate.id]).length;
    return { checked: n === list.length && n > 0, indeterminate: n > 0 && n < list.length };
  };

  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="xs">
        <Checkbox
          {...state('all', crates)}
          size="md"
          label={<Text fw={700}>{t('checkOut.selectAll', { crates: formatCrates(t, language, crates.length) })}</Text>}
          onChange={(event) => toggle('all', crates, event.currentTarget.checked)}
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
                {...state(String(first.lot_id), lot)}
                label={<Text fw={600}>{`${crop} · ${formatDate(first.checked_in_at, language) ?? ''}`}</Text>}
                onChange={(event) => toggle(String(first.lot_id), lot, event.currentTarget.checked)}
              />
              {lot.map((crate, n) => (
                <CrateChoice
                  key={crate.id}
                  crate={crate}
                  name={crate.tag || t('checkOut.crateNumber', { crop, n: n + 1 })}
                  pick={selection[crate.id]}
                  error={errors[crate.id]}
                  onChange={onChange}
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
