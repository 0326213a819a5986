import { Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One titled block of a room's page (now, crops, planner, temperature). */
export function RoomSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
