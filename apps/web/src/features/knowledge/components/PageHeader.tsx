import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconLanguage } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface Props {
  title: string;
  summary?: string;
  /** True when the page is shown in English because the reader's language copy could not be loaded. */
  isFallback?: boolean;
  /** Back link to the hub (hidden on the hub itself). */
  withBack?: boolean;
  children?: ReactNode;
}

export function PageHeader({ title, summary, isFallback = false, withBack = true, children }: Props) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      {withBack && (
        <Anchor component={Link} to="/knowledge-hub" size="sm" style={{ alignSelf: 'flex-start' }}>
          <IconArrowLeft size={16} aria-hidden style={{ verticalAlign: 'text-bottom', marginInlineEnd: 4 }} />
          {t('pages.knowledgeHub')}
        </Anchor>
      )}
      <Title order={1} size="h2">
        {title}
      </Title>
      {summary && (
        <Text size="lg" c="dimmed">
          {summary}
        </Text>
      )}
      {isFallback && (
        <Alert variant="light" color="yellow" icon={<IconLanguage size={20} aria-hidden />}>
          {t('knowledge.fallbackNotice')}
        </Alert>
      )}
      {children}
    </Stack>
  );
}
