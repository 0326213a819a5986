import type { SurveyCheckOut } from '@coldroom/contract';
import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MovementCode } from '../../../components/operations/MovementLabels';
import { cropLabel, formatWeight } from '../../../lib/quantities';
import { formatDateTime } from '../../../lib/units';
import { formatCalendarDate } from '../../../lib/format';

/** A check-out as the surveys show it: code, time, farmer and company, crops with their kg, and the deadline. */
export function CheckOutSummary({ checkOut }: { checkOut: SurveyCheckOut }) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap={2}>
      <Group gap="xs">
        <MovementCode code={checkOut.code} />
        <Text size="sm" c="dimmed">
          {formatDateTime(i18n.language, checkOut.time)}
        </Text>
      </Group>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {[checkOut.farmer.name, checkOut.company.name].join(' · ')}
      </Text>
      <Text size="sm">{checkOut.crops.map((c) => `${cropLabel(c.crop_id, i18n.language)} ${formatWeight(i18n.language, c.kg)}`).join(' · ')}</Text>
      <Text size="xs" c="dimmed">
        {t('surveys.openUntil', { date: formatCalendarDate(checkOut.open_until, i18n.language) })}
      </Text>
    </Stack>
  );
}
