import type { StoredCrate } from '@coldroom/contract';
import { Checkbox, Stack, Switch, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDays, formatWeight, kgSign } from '../../../lib/quantities';
import type { CratePick } from '../checkOutForm';

interface CrateChoiceProps {
  crate: StoredCrate;
  name: string;
  due: string;
  pick: CratePick | undefined;
  error: string | undefined;
  onPick: (pick: CratePick | null) => void;
}

/** One crate: take it (all that is left), or switch to taking part of its weight. */
export function CrateChoice({ crate, name, due, pick, error, onPick }: CrateChoiceProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const weight = formatWeight(language, crate.weight_kg);
  return (
    <Stack gap="xs" ps="lg">
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
}
