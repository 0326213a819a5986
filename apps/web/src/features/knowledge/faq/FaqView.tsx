import { Accordion, Chip, Group, Highlight, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';
import { ContentError, ContentSkeleton } from '../components/ContentStatus';
import { MoreInformation } from '../components/RelatedPages';
import { PageHeader } from '../components/PageHeader';
import { fillPlaceholders, type FaqItem, type FaqPage, type RoleGroupId } from '../content';
import { CONTENT_VALUES } from '../config';
import { useContentPage } from '../hooks/useContent';
import { roleGroupOf } from '../roles';
import { filterFaq } from './faqSearch';

type Filter = RoleGroupId | 'all';

function Answer({ item, words }: { item: FaqItem; words: string[] }) {
  return (
    <Stack gap="xs">
      {item.answer.map((paragraph) => (
        <Highlight key={paragraph} highlight={words} style={{ lineHeight: 1.6 }}>
          {fillPlaceholders(paragraph, CONTENT_VALUES)}
        </Highlight>
      ))}
    </Stack>
  );
}

function FaqBody({ page, isFallback }: { page: FaqPage; isFallback: boolean }) {
  const { t } = useTranslation();
  const own = roleGroupOf(useSession().role);
  const [filter, setFilter] = useState<Filter>('all');
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search).trim();
  const words = query.split(/\s+/).filter(Boolean);
  const groups = useMemo(() => filterFaq(page.groups, filter, query, own), [page.groups, filter, query, own]);

  return (
    <Stack gap="lg">
      <PageHeader title={page.title} summary={page.summary} isFallback={isFallback} />
      <TextInput
        type="search"
        label={t('knowledge.faq.search')}
        placeholder={t('knowledge.faq.searchPlaceholder')}
        leftSection={<IconSearch size={18} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maw="32rem"
      />
      <Chip.Group multiple={false} value={filter} onChange={(value) => setFilter(value as Filter)}>
        <Group gap="xs" role="radiogroup" aria-label={t('knowledge.faq.showFor')}>
          <Chip value="all">{t('knowledge.faq.all')}</Chip>
          {page.groups.map((group) => (
            <Chip key={group.id} value={group.id}>
              {group.title}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {groups.length === 0 && <Text>{t('knowledge.faq.noResults')}</Text>}
      {groups.map((group) => (
        <Stack key={group.id} gap="xs" component="section" aria-labelledby={`faq-${group.id}`}>
          <Title order={2} size="h3" id={`faq-${group.id}`}>
            {group.title}
          </Title>
          {query ? (
            // While searching, every matching answer is open: the reader sees the answer at once.
            group.items.map((item) => (
              <Paper key={item.id} withBorder p="md" radius="md">
                <Highlight component="h3" highlight={words} fw={600} fz="md" mt={0} mb="xs">
                  {item.question}
                </Highlight>
                <Answer item={item} words={words} />
              </Paper>
            ))
          ) : (
            <Accordion variant="separated" multiple chevronPosition="right">
              {group.items.map((item) => (
                <Accordion.Item key={item.id} value={item.id}>
                  <Accordion.Control>
                    <Text fw={500}>{item.question}</Text>
                  </Accordion.Control>
                  <Accordion.Panel>
                    <Answer item={item} words={[]} />
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          )}
        </Stack>
      ))}
      <MoreInformation current="faq" />
    </Stack>
  );
}

/** Questions and answers, grouped by role, searchable; the reader's own role comes first. */
export function FaqView() {
  const query = useContentPage('faq');
  if (query.isPending) return <ContentSkeleton />;
  if (query.isError) return <ContentError onRetry={() => void query.refetch()} />;
  return <FaqBody page={query.data.page} isFallback={query.data.isFallback} />;
}
