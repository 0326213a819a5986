import type { ChecklistItem } from '@coldroom/contract';
import { Anchor, Button, Group, List, Paper, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconCircleDashed } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDismissChecklist, useStartChecklist } from '../api/startChecklist';

/** Where each item is done (docs/import-rules.md "The start checklist"). */
export const CHECKLIST_LINKS: Record<ChecklistItem, string> = {
  location: '/add-location',
  room: '/add-cooling-unit',
  operator: '/add-operators',
  farmers: '/import',
  check_in: '/management/movements',
};

/** A new company's first steps, on the service provider's main page until done or dismissed. */
export function StartChecklist() {
  const { t } = useTranslation();
  const checklist = useStartChecklist(true);
  const dismiss = useDismissChecklist();
  const data = checklist.data;
  if (!data?.show) return null;
  const done = data.items.filter((item) => item.done).length;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="start-checklist-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="start-checklist-title">
          {t('home.checklist.title')}
        </Title>
        <Text size="sm">{t('home.checklist.intro')}</Text>
        <Progress value={(done / data.items.length) * 100} aria-label={t('home.checklist.progress', { done, total: data.items.length })} />
        <List spacing="xs" center>
          {data.items.map((item) => (
            <List.Item
              key={item.key}
              icon={
                <ThemeIcon color={item.done ? 'green' : 'gray'} variant={item.done ? 'filled' : 'light'} size={24} radius="xl">
                  {item.done ? <IconCheck size={16} aria-hidden /> : <IconCircleDashed size={16} aria-hidden />}
                </ThemeIcon>
              }
            >
              <Anchor component={Link} to={CHECKLIST_LINKS[item.key]} td={item.done ? 'line-through' : undefined}>
                {t(`home.checklist.items.${item.key}`)}
              </Anchor>
              <Text span size="sm" c="dimmed">
                {' '}
                ({t(item.done ? 'home.checklist.done' : 'home.checklist.todo')})
              </Text>
            </List.Item>
          ))}
        </List>
        <Group>
          <Button variant="subtle" loading={dismiss.isPending} onClick={() => dismiss.mutate()}>
            {t('home.checklist.dismiss')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
