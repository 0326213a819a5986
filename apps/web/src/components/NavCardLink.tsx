import { Card, Group, Text, ThemeIcon } from '@mantine/core';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A card that leads to a page: icon, translated title and one line of text (main page and management hub). */
export interface NavCard {
  path: string;
  titleKey: string;
  textKey: string;
  icon: ComponentType<{ size?: number }>;
}

export function NavCardLink({ card }: { card: NavCard }) {
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
