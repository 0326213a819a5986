import { HARVEST_CHOICES, type CoolingUnit, type HarvestChoice } from '@coldroom/contract';
import { ActionIcon, Chip, Group, Paper, Select, Stack, Text, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconTrash } from '@tabler/icons-react';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldProps } from '../../../lib/formProps';
import { HARVEST_KEYS } from '../../../lib/operationLabels';
import { cropLabel } from '../../../lib/quantities';
import type { CheckInValues, LotValues } from '../checkInForm';
import { PRICE_KEYS } from '../labels';
import { CrateRows } from './CrateRows';
import { CrateTools } from './CrateTools';
import { formatAmount } from '../../../lib/amounts';

export interface LotCardProps {
  form: UseFormReturnType<CheckInValues>;
  index: number;
  /** The lot's values: the form gives a lot a new object only when something of it changes. */
  lot: LotValues;
  /** This lot's errors and live tag problems, joined (`lotErrorsKey`): the card is drawn again when they change. */
  errorsKey: string;
  room: CoolingUnit | null;
  /** Tags on the room's stored crates (tagKey). */
  storedTags: ReadonlySet<string>;
  /** Tag problems found as they are typed, by form path. */
  tagErrors: Record<string, string>;
  /** At most this many crates fit in this lot (online, crates rooms); null: no limit here. */
  maxCrates: number | null;
  /** Removes the lot at this index; shown only when `removable`. */
  onRemove: (index: number) => void;
  removable: boolean;
}

/**
 * One lot's card is drawn again only when its own values, errors, room or limits change (issue 25, INP): in a
 * check-in of 20 lots and 200 crates every update of the form (a key, the first focus of a field, which marks
 * it touched and is drawn at once) drew all 20 cards, 1.3 s on a low-tier phone. The form itself is left out
 * of the comparison: its functions do not change, and the card reads its values when it is drawn.
 */
export const LotCard = memo(LotCardView, sameLotCard);

/** Whether a lot card would draw the same: everything but the form (whose functions do not change). */
export function sameLotCard(before: LotCardProps, after: LotCardProps): boolean {
  return (
    before.lot === after.lot &&
    before.index === after.index &&
    before.errorsKey === after.errorsKey &&
    before.room === after.room &&
    before.storedTags === after.storedTags &&
    before.maxCrates === after.maxCrates &&
    before.removable === after.removable &&
    before.onRemove === after.onRemove
  );
}

/** This lot's errors (form paths `lots.<index>.…`) and live tag problems, as one string to compare. */
export function lotErrorsKey(errors: Record<string, unknown>, tagErrors: Record<string, string>, index: number): string {
  const prefix = `lots.${index}.`;
  const parts: string[] = [];
  for (const [path, error] of Object.entries(errors)) if (path.startsWith(prefix) && error) parts.push(`${path}=${String(error)}`);
  for (const [path, error] of Object.entries(tagErrors)) if (path.startsWith(prefix)) parts.push(`${path}~${error}`);
  return parts.sort().join('\n');
}

const LOT_OFF_SCREEN = { contentVisibility: 'auto', containIntrinsicSize: 'auto 640px' } as const;

/** One produce lot: the crop (among those the room takes), when it was harvested, notes, and its crates. */
function LotCardView({ form, index, lot, room, storedTags, tagErrors, maxCrates, onRemove, removable }: LotCardProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const field = useFieldProps(form);
  const crops = useMemo(() => {
    const collator = new Intl.Collator(language);
    return (room?.crops ?? []).map((price) => ({ value: price.crop, label: cropLabel(price.crop, language) })).sort((a, b) => collator.compare(a.label, b.label));
  }, [room, language]);
  const price = room?.crops.find((entry) => entry.crop === lot.crop);

  return (
    // A lot scrolled out of view is not styled, laid out or painted until it comes near: with 20 lots of 10
    // crates each frame of a key on a slow phone painted all of them (issue 25). Its last size holds its place.
    <Paper withBorder p="sm" radius="md" style={LOT_OFF_SCREEN}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700}>{t('checkIn.lotTitle', { n: index + 1 })}</Text>
          {removable && (
            <ActionIcon variant="subtle" color="red" onClick={() => onRemove(index)} aria-label={t('checkIn.removeLot', { n: index + 1 })}>
              <IconTrash size={18} />
            </ActionIcon>
          )}
        </Group>
        <Select
          {...field(`lots.${index}.crop`)}
          label={t('checkIn.crop')}
          placeholder={room ? t('checkIn.cropSearch') : t('checkIn.pickRoomFirst')}
          disabled={!room}
          searchable
          required
          data={crops}
          nothingFoundMessage={t('checkIn.noCrop')}
          description={price && room ? t(PRICE_KEYS[price.pricing][room.metric], { price: formatAmount(price.rate, room.currency, language) }) : undefined}
          size="md"
        />
        <div>
          <Text size="sm" fw={500} mb={4} id={`harvest-${lot.key}`}>
            {t('checkIn.harvest')}
          </Text>
          <Chip.Group multiple={false} value={lot.harvest} onChange={(value) => form.setFieldValue(`lots.${index}.harvest`, value as HarvestChoice)}>
            <Group gap="xs" role="radiogroup" aria-labelledby={`harvest-${lot.key}`}>
              {HARVEST_CHOICES.map((choice) => (
                <Chip key={choice} value={choice} size="sm">
                  {t(HARVEST_KEYS[choice])}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </div>
        <CrateTools form={form} index={index} storedTags={storedTags} maxCrates={maxCrates} />
        <CrateRows form={form} lotIndex={index} tagErrors={tagErrors} />
        <Textarea {...field(`lots.${index}.notes`)} label={t('checkIn.notes')} rows={2} size="md" />
      </Stack>
    </Paper>
  );
}
