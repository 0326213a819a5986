import { HARVEST_CHOICES, type CoolingUnit, type HarvestChoice } from '@coldroom/contract';
import { ActionIcon, Chip, Group, Paper, Select, Stack, Text, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconTrash } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldProps } from '../../../lib/formProps';
import { HARVEST_KEYS } from '../../../lib/operationLabels';
import { cropLabel } from '../../../lib/quantities';
import type { CheckInValues } from '../checkInForm';
import { PRICE_KEYS } from '../labels';
import { CrateRows } from './CrateRows';
import { CrateTools } from './CrateTools';
import { formatAmount } from '../../../lib/amounts';

interface LotCardProps {
  form: UseFormReturnType<CheckInValues>;
  index: number;
  room: CoolingUnit | null;
  /** Tags on the room's stored crates (tagKey). */
  storedTags: ReadonlySet<string>;
  /** Tag problems found as they are typed, by form path. */
  tagErrors: Record<string, string>;
  /** At most this many crates fit in this lot (online, crates rooms); null: no limit here. */
  maxCrates: number | null;
  onRemove?: () => void;
}

/** One produce lot: the crop (among those the room takes), when it was harvested, notes, and its crates. */
export function LotCard({ form, index, room, storedTags, tagErrors, maxCrates, onRemove }: LotCardProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const field = useFieldProps(form);
  const lot = form.getValues().lots[index]!;
  const crops = useMemo(() => {
    const collator = new Intl.Collator(language);
    return (room?.crops ?? []).map((price) => ({ value: price.crop, label: cropLabel(price.crop, language) })).sort((a, b) => collator.compare(a.label, b.label));
  }, [room, language]);
  const price = room?.crops.find((entry) => entry.crop === lot.crop);

  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700}>{t('checkIn.lotTitle', { n: index + 1 })}</Text>
          {onRemove && (
            <ActionIcon variant="subtle" color="red" onClick={onRemove} aria-label={t('checkIn.removeLot', { n: index + 1 })}>
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
