import { Badge, type BadgeProps } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { pickupUrgency } from '@coldroom/domain';
import { pickupColour, pickupText } from '../../lib/pickup';

/**
 * Time to pick up: red at 2 days or less, amber up to 7, green above, grey when unknown (no reading,
 * or no shelf-life model for the crop). The text says it too, so colour is never the only signal.
 */
export function PickupBadge({ days, ...props }: { days: number | null } & Omit<BadgeProps, 'color' | 'children'>) {
  const { t, i18n } = useTranslation();
  const text = pickupText(t, i18n.language, days);
  return (
    <Badge
      color={pickupColour(days)}
      variant={days === null ? 'light' : 'filled'}
      leftSection={<IconClockHour4 size={14} aria-hidden />}
      data-urgency={pickupUrgency(days)}
      styles={{ label: { textTransform: 'none', overflow: 'visible' } }}
      {...props}
    >
      {text}
    </Badge>
  );
}
