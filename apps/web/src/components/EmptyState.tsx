import { Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** What a list shows when it has nothing (yet): a message and, often, the way to add the first one. */
export function EmptyState({ message, action }: { message: string; action?: ReactNode }) {
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack align="center" gap="sm">
        <ThemeIcon size={48} radius="xl" variant="light" color="gray" aria-hidden>
          <IconInbox size={28} />
        </ThemeIcon>
        <Text ta="center" c="dimmed">
          {message}
        </Text>
        {action}
      </Stack>
    </Paper>
  );
}
