import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface PageHeaderProps {
  title: string;
  subtitle?: ReactNode;
  /** Where the back link goes, and its label's translation key. */
  back?: { to: string; labelKey: string };
  /** A button or two beside the title (they wrap under it on a phone). */
  actions?: ReactNode;
}

export function PageHeader({ title, subtitle, back, actions }: PageHeaderProps) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      {back && (
        <Anchor component={Link} to={back.to} size="sm" w="fit-content">
          <Group gap={4} wrap="nowrap">
            <IconArrowLeft size={16} aria-hidden />
            {t(back.labelKey)}
          </Group>
        </Anchor>
      )}
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Title>
        {actions && <Group gap="xs">{actions}</Group>}
      </Group>
      {subtitle && <Text c="dimmed">{subtitle}</Text>}
    </Stack>
  );
}
