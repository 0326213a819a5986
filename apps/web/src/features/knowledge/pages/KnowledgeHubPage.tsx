import { Anchor, Group, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconBook2,
  IconChartLine,
  IconChecklist,
  IconPresentation,
  IconSnowflake,
  IconStack2,
  IconTable,
  IconTemperature,
  IconTruckDelivery,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HubCard } from '../components/HubCard';
import { PageHeader } from '../components/PageHeader';
import { INFO_PAGE_IDS, TOPIC_PAGE_IDS, type TopicPageId } from '../content';
import { useContentPages } from '../hooks/useContent';
import { INFO_TITLE_KEYS } from '../links';

const TOPIC_ICONS: Record<TopicPageId, Icon> = {
  table: IconTable,
  cooling: IconSnowflake,
  quality: IconTruckDelivery,
  optimal: IconStack2,
  sensors: IconTemperature,
  tips: IconChecklist,
  response: IconAlertTriangle,
};

const TOOLS = [
  { path: '/model', titleKey: 'pages.model', textKey: 'knowledge.hub.modelText', icon: IconChartLine },
  { path: '/slider-tutorial', titleKey: 'pages.sliderTutorial', textKey: 'knowledge.hub.tutorialText', icon: IconPresentation },
  { path: '/slider-comic', titleKey: 'pages.sliderComic', textKey: 'knowledge.hub.comicText', icon: IconBook2 },
] as const;

/** The knowledge hub: a card per topic, the interactive model and tutorials, and the information pages. */
export function KnowledgeHubPage() {
  const { t } = useTranslation();
  const topics = useContentPages(TOPIC_PAGE_IDS);
  return (
    <Stack gap="xl">
      <PageHeader title={t('pages.knowledgeHub')} summary={t('knowledge.hub.intro')} withBack={false} />

      <Stack gap="sm" component="section" aria-labelledby="hub-topics">
        <Title order={2} size="h3" id="hub-topics">
          {t('knowledge.hub.topicsTitle')}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          {TOPIC_PAGE_IDS.map((id, index) => {
            const page = topics[index]?.data?.page;
            if (!page) return <Skeleton key={id} height={104} radius="md" />;
            return <HubCard key={id} to={`/${id}`} icon={TOPIC_ICONS[id]} title={page.title} text={page.summary} />;
          })}
        </SimpleGrid>
      </Stack>

      <Stack gap="sm" component="section" aria-labelledby="hub-tools">
        <Title order={2} size="h3" id="hub-tools">
          {t('knowledge.hub.toolsTitle')}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          {TOOLS.map((tool) => (
            <HubCard key={tool.path} to={tool.path} icon={tool.icon} title={t(tool.titleKey)} text={t(tool.textKey)} color="teal" />
          ))}
        </SimpleGrid>
      </Stack>

      <Stack gap="sm" component="section" aria-labelledby="hub-info">
        <Title order={2} size="h3" id="hub-info">
          {t('knowledge.hub.infoTitle')}
        </Title>
        <Group gap="lg" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {INFO_PAGE_IDS.map((id) => (
            <li key={id}>
              <Anchor component={Link} to={`/${id}`} py={4} display="inline-block">
                {t(INFO_TITLE_KEYS[id])}
              </Anchor>
            </li>
          ))}
        </Group>
      </Stack>
    </Stack>
  );
}
