import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';

export interface ImpactStat {
  id: string;
  label: string;
  value: string;
  hint?: string | undefined;
}

/** The headline figures: two a row on a phone, four on a laptop. */
export function StatGrid({ stats, label }: { stats: ImpactStat[]; label: string }) {
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" component="section" aria-label={label}>
      {stats.map((stat) => (
        <Paper key={stat.id} withBorder p="sm" radius="md" data-stat={stat.id}>
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
