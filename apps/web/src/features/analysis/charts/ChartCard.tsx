import { Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One chart with its title; `name` marks the chart area for tests (data-chart). */
export function ChartCard({ title, name, note, children }: { title: string; name: string; note?: string; children: ReactNode }) {
  return (
    <Paper withBorder p="sm" radius="md" data-chart={name}>
      <Stack gap="xs">
        <Text fw={700}>{title}</Text>
        {note && (
          <Text size="xs" c="dimmed">
            {note}
          </Text>
        )}
        <div role="img" aria-label={title}>
          {children}
        </div>
      </Stack>
    </Paper>
  );
}

/** Height of a chart with one horizontal bar per item (rooms, crops), so long lists stay readable. */
export const barsHeight = (count: number) => Math.max(140, 44 * count + 48);
