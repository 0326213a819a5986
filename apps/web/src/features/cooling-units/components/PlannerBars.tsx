import type { Planner } from '@coldroom/contract';
import { Box, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat, formatPercent } from '../../../lib/units';
import { formatQuantity } from '../quantities';
import { fullnessColour } from './OccupancyBar';
import classes from './PlannerBars.module.css';

// Noon, so that no time zone moves the calendar date to another day.
const dayOf = (date: string) => new Date(`${date}T12:00:00`);

/** The 7-day planner: one bar per day, as full as the room is expected to be (domain-rules §3). */
export function PlannerBars({ planner }: { planner: Planner }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const weekday = dateTimeFormat(language, { weekday: 'short' });
  const dayNumber = dateTimeFormat(language, { day: 'numeric' });
  return (
    <Stack gap="xs">
      <ol className={classes.days} aria-label={t('rooms.planner.title')}>
        {planner.days.map((day) => {
          const date = dayOf(day.date);
          // Every column shows its weekday (a long word for "today" would not fit 1/7 of a phone); today is bold.
          const name = day.day === 0 ? t('rooms.planner.today') : weekday.format(date);
          const percent = formatPercent(language, day.fraction);
          const amount = formatQuantity(t, language, day.used, planner.metric);
          const height = `${Math.min(100, Math.max(0, day.fraction * 100))}%`;
          return (
            <li key={day.day} className={classes.day} aria-label={t('rooms.planner.dayLabel', { day: name, percent, amount })}>
              <Text size="xs" fw={600} aria-hidden>
                {percent}
              </Text>
              <div className={classes.track} aria-hidden>
                <Box className={classes.bar} style={{ height }} bg={`${fullnessColour(day.fraction)}.6`} />
              </div>
              <Text size="xs" ta="center" lh={1.2} fw={day.day === 0 ? 700 : undefined} c={day.day === 0 ? 'cyan.8' : undefined} aria-hidden>
                {weekday.format(date)}
                <br />
                {dayNumber.format(date)}
              </Text>
            </li>
          );
        })}
      </ol>
      <Text size="xs" c="dimmed">
        {t('rooms.planner.hint')}
      </Text>
    </Stack>
  );
}
