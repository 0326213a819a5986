import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';

export interface Stat {
  label: string;
  value: string;
  /** A line under the figure (a split by gender, say). */
  hint?: string;
  /** Extra attributes for tests and tools (the exact amount in minor units, say). */
  data?: Record<`data-${string}`, string>;
}

/** The headline figures of an analysis, two a row on a phone and up to five on a laptop. */
export function StatCards({ stats, label }: { stats: Stat[]; label: string }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm" component="section" aria-label={label}>
      {stats.map((stat) => (
        <Paper key={stat.label} withBorder p="sm" radius="md" {...stat.data}>
          <Stack gap={2}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {stat.label}
            </Text>
            <Text fw={700} size="lg" style={{ overflowWrap: 'anywhere' }}>
              {stat.value}
            </Text>
            {stat.hint && (
              <Text size="xs" c="dimmed">
                {stat.hint}
              </Text>
            )}
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
