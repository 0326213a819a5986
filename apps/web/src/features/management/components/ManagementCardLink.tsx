import { Card, Group, Text, ThemeIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ManagementCard } from '../cards';

export function ManagementCardLink({ card }: { card: ManagementCard }) {
  const { t } = useTranslation();
  return (
    <Card component={Link} to={card.path} withBorder padding="md" radius="md" h="100%">
      <Group wrap="nowrap" align="flex-start" gap="md">
        <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
          <card.icon size={26} />
        </ThemeIcon>
        <div style={{ minWidth: 0 }}>
          <Text fw={600}>{t(card.titleKey)}</Text>
          <Text size="sm" c="dimmed">
            {t(card.textKey)}
          </Text>
        </div>
      </Group>
    </Card>
  );
}
