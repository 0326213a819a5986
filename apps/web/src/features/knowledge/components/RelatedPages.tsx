import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { INFO_PAGE_IDS, TOPIC_PAGE_IDS, type PageId, type TopicPageId } from '../content';
import { useContentPages } from '../hooks/useContent';
import { INFO_TITLE_KEYS } from '../links';

/** The previous and next topic of the hub, so a reader can go through all of them in order. */
export function TopicNav({ current }: { current: PageId }) {
  const { t } = useTranslation();
  const index = TOPIC_PAGE_IDS.indexOf(current as TopicPageId);
  const prev = TOPIC_PAGE_IDS[index - 1];
  const next = TOPIC_PAGE_IDS[index + 1];
  const neighbours = [prev, next].filter((id): id is TopicPageId => id !== undefined);
  const pages = useContentPages(neighbours);
  const titleOf = (id: TopicPageId) => pages[neighbours.indexOf(id)]?.data?.page.title ?? '';
  if (index < 0) return null;
  return (
    <nav aria-label={t('knowledge.moreTopics')}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {prev ? (
          <Card component={Link} to={`/${prev}`} withBorder padding="sm">
            <Group gap="xs" wrap="nowrap">
              <IconArrowLeft size={20} aria-hidden style={{ flexShrink: 0 }} />
              <div>
                <Text size="xs" c="dimmed">
                  {t('knowledge.previousTopic')}
                </Text>
                <Text fw={600}>{titleOf(prev)}</Text>
              </div>
            </Group>
          </Card>
        ) : (
          <div />
        )}
        {next && (
          <Card component={Link} to={`/${next}`} withBorder padding="sm">
            <Group gap="xs" wrap="nowrap" justify="space-between">
              <div>
                <Text size="xs" c="dimmed">
                  {t('knowledge.nextTopic')}
                </Text>
                <Text fw={600}>{titleOf(next)}</Text>
              </div>
              <IconArrowRight size={20} aria-hidden style={{ flexShrink: 0 }} />
            </Group>
          </Card>
        )}
      </SimpleGrid>
    </nav>
  );
}

/** Links to the other information pages. */
export function MoreInformation({ current }: { current: PageId }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" component="nav" aria-labelledby="more-information">
      <Title order={2} size="h4" id="more-information">
        {t('knowledge.hub.infoTitle')}
      </Title>
      <Group gap="md">
        {INFO_PAGE_IDS.filter((id) => id !== current).map((id) => (
          <Anchor key={id} component={Link} to={`/${id}`}>
            {t(INFO_TITLE_KEYS[id])}
          </Anchor>
        ))}
      </Group>
    </Stack>
  );
}
