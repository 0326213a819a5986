import { Avatar, Card, Group, Stack, Text } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface PersonCardProps {
  name: string;
  /** Short facts under the name: phone, code, last login… */
  details: ReactNode[];
  /** Badges at the end of the name line. */
  badges?: ReactNode;
  to?: string;
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');

/** One person in a list: big enough to tap on a phone, and a link to their page when there is one. */
export function PersonCard({ name, details, badges, to }: PersonCardProps) {
  const body = (
    <Group wrap="nowrap" gap="sm" align="center">
      <Avatar radius="xl" color="cyan" aria-hidden>
        {initials(name) || '?'}
      </Avatar>
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Group gap={6} wrap="wrap">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Text>
          {badges}
        </Group>
        {details.filter(Boolean).map((detail, index) => (
          <Text key={index} size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {detail}
          </Text>
        ))}
      </Stack>
      {to && <IconChevronRight size={20} aria-hidden color="var(--mantine-color-gray-6)" />}
    </Group>
  );
  return to ? (
    <Card component={Link} to={to} withBorder padding="sm" radius="md">
      {body}
    </Card>
  ) : (
    <Card withBorder padding="sm" radius="md">
      {body}
    </Card>
  );
}
