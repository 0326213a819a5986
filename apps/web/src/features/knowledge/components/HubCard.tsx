import { Card, Group, Text, ThemeIcon, type MantineColor } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { Link } from 'react-router';

interface Props {
  to: string;
  icon: Icon;
  title: string;
  text: string;
  color?: MantineColor;
}

/** A whole-card link: a big target for a thumb, the title and one line saying what is inside. */
export function HubCard({ to, icon: CardIcon, title, text, color }: Props) {
  return (
    <Card component={Link} to={to} withBorder padding="md" radius="md" h="100%">
      <Group wrap="nowrap" align="flex-start" gap="md">
        <ThemeIcon size={44} radius="md" variant="light" color={color} aria-hidden>
          <CardIcon size={26} />
        </ThemeIcon>
        <div style={{ minWidth: 0 }}>
          <Text fw={600}>{title}</Text>
          <Text size="sm" c="dimmed">
            {text}
          </Text>
        </div>
      </Group>
    </Card>
  );
}
