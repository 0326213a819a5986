import type { StoredCrate } from '@coldroom/contract';
import { Checkbox, Stack, Switch, TextInput } from '@mantine/core';
import { memo, type Dispatch, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDays, formatWeight, kgSign } from '../../../lib/quantities';
import type { CratePick, Selection } from '../checkOutForm';

interface CrateChoiceProps {
  crate: StoredCrate;
  name: string;
  due: string;
  pick: CratePick | undefined;
  error: string | undefined;
  /** The selection's setter: this crate's choice is changed in the latest selection. */
  onChange: Dispatch<SetStateAction<Selection>>;
}

/**
 * A crate far from the screen is not laid out or painted (`content-visibility`): with 200 crates, their
 * style and layout were most of the work after a tap on "all crates". Its last height is kept.
 */
const OFF_SCREEN = { contentVisibility: 'auto', containIntrinsicSize: 'auto 64px' } as const;

/**
 * One crate: take it (all that is left), or switch to taking part of its weight. Drawn again only when its
 * own props change (a choice elsewhere in a list of 200 crates does not draw this one again).
 */
export const CrateChoice = memo(function CrateChoice({ crate, name, due, pick, error, onChange }: CrateChoiceProps) {
  const { t, i18n } = useTranslation();
  const onPick = (next: CratePick | null) =>
    onChange((current) => {
      const selection = { ...current };
      if (next) selection[crate.id] = next;
      else delete selection[crate.id];
      return selection;
    });
  const language = i18n.language;
  const weight = formatWeight(language, crate.weight_kg);
  return (
    <Stack gap="xs" ps="lg" style={OFF_SCREEN}>
      <Checkbox
        checked={Boolean(pick)}
        onChange={(event) => onPick(event.currentTarget.checked ? { part: false, weight: '' } : null)}
        label={`${name} · ${weight}`}
        description={`${formatDays(language, crate.days_stored)} · ${t('checkOut.dueNow', { fee: due })}`}
        error={pick && !pick.part && error ? t(error) : undefined}
      />
      {pick && (
        <Stack gap="xs" ps={32}>
          <Switch
            size="sm"
            label={t('checkOut.takePart')}
            checked={pick.part}
            onChange={(event) => onPick({ ...pick, part: event.currentTarget.checked })}
          />
          {pick.part && (
            <TextInput
              label={t('checkOut.partWeight', { unit: kgSign(language), weight })}
              inputMode="decimal"
              value={pick.weight}
              onChange={(event) => onPick({ ...pick, weight: event.currentTarget.value })}
              error={error ? t(error) : undefined}
              maw={220}
            />
          )}
        </Stack>
      )}
    </Stack>
  );
});
