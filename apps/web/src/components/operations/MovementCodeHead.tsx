import { Group, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The top of a finished movement: what happened, and its code in large type (read out, written on the crates). */
export function MovementCodeHead({ title, code, icon, color }: { title: string; code: string; icon: ReactNode; color: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon color={color} variant="light" size={48} radius="xl" aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={2} size="h3">
          {title}
        </Title>
      </Group>
      <div>
        <Text size="sm" c="dimmed">
          {t('operations.code')}
        </Text>
        <Text fw={800} size="xl" ff="monospace" data-testid="movement-code" style={{ letterSpacing: 2 }}>
          {code}
        </Text>
      </div>
    </>
  );
}
