import type { CoolingUnit } from '@coldroom/contract';
import { cropById, pricingToCard, type RateCard } from '@coldroom/domain';
import { Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryStatus } from '../../../components/QueryStatus';
import { companyToday } from '../../accounts/allocation';
import { RoomSection } from '../../cooling-units/components/RoomSection';
import { cropLabel } from '../../cooling-units/labels';
import { useRateCards } from '../api/rateCards';
import { cardSummary } from '../summary';
import { RateCardEditor } from './RateCardEditor';
import { RateCardHistory } from './RateCardHistory';

/**
 * A room's pricing for service providers, crop by crop: the card in force, a new version (the editor with
 * its live example), and the versions with applying one to the lots stored now.
 */
export function RoomPricing({ room }: { room: CoolingUnit }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [crop, setCrop] = useState<string | null>(room.crops[0]?.crop ?? null);
  const history = useRateCards(room.id, crop);
  const today = companyToday();

  if (room.crops.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('rateCards.noCrops')}
      </Text>
    );
  }
  const nameOf = (id: string) => {
    const found = cropById(id);
    return found ? cropLabel(found, language) : id;
  };
  const price = room.crops.find((row) => row.crop === crop);
  const items = history.data?.items ?? [];
  // Newest first: the first that has started is in force.
  const inForce = items.find((item) => item.effective_from <= today) ?? null;
  const current: RateCard | null = inForce ? (inForce.card as RateCard) : price ? pricingToCard({ kind: price.pricing, rate_minor: price.rate }, room.metric) : null;
  const cropName = crop ? nameOf(crop) : '';

  return (
    <Stack gap="md">
      <RoomSection title={t('rateCards.title')}>
        <Stack gap="sm">
          <Text size="sm">{t('rateCards.intro')}</Text>
          <Select
            label={t('rooms.crops.crop')}
            data={room.crops.map((row) => ({ value: row.crop, label: nameOf(row.crop) }))}
            value={crop}
            onChange={(value) => value && setCrop(value)}
            allowDeselect={false}
          />
          {current && (
            <Text size="sm" fw={600}>
              {t('rateCards.current', { summary: cardSummary(t, language, current, room.currency) })}
            </Text>
          )}
        </Stack>
      </RoomSection>
      {crop && (
        <QueryStatus query={history}>
          {history.data && current && (
            <Stack gap="md">
              <RoomSection title={t('rateCards.editor.section')}>
                <RateCardEditor
                  key={`${crop}-${inForce?.id ?? 'room'}`}
                  roomId={room.id}
                  crop={crop}
                  cropName={cropName}
                  currency={room.currency}
                  initialCard={current}
                  today={today}
                  crateKg={room.standard_crate_weight_kg}
                />
              </RoomSection>
              <RoomSection title={t('rateCards.history.title')}>
                <RateCardHistory items={items} inForceId={inForce?.id ?? null} currency={room.currency} today={today} />
              </RoomSection>
            </Stack>
          )}
        </QueryStatus>
      )}
    </Stack>
  );
}
