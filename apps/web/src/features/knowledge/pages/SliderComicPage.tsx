import { Box, Button, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SCENES } from '../comic/scenes';
import { ContentError, ContentSkeleton } from '../components/ContentStatus';
import { PageHeader } from '../components/PageHeader';
import { Slider } from '../components/Slider';
import type { ComicPage, ComicPanel } from '../content';
import { useContentPage } from '../hooks/useContent';

const SPEAKER_COLOURS: Partial<Record<string, string>> = { farmer: 'green.1', son: 'blue.1', operator: 'cyan.1', trader: 'red.1', sms: 'yellow.1' };

function Panel({ panel, names }: { panel: ComicPanel; names: Map<string, string> }) {
  const Drawing = SCENES[panel.sceneId];
  return (
    <Stack gap="sm">
      <Box bd="1px solid var(--mantine-color-gray-3)" style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}>
        {Drawing ? <Drawing /> : <Box h={200} bg="gray.1" />}
      </Box>
      <Text fw={600} size="lg">
        {panel.caption}
      </Text>
      <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {panel.lines.map((line, i) => (
          <Paper key={i} component="li" p="xs" radius="lg" bg={SPEAKER_COLOURS[line.speaker] ?? 'gray.1'}>
            <Text span fw={600}>
              {names.get(line.speaker) ?? line.speaker}:{' '}
            </Text>
            <Text span>{line.text}</Text>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}

function Comic({ page, isFallback }: { page: ComicPage; isFallback: boolean }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const names = new Map(page.characters.map((c) => [c.id, c.name]));
  return (
    <Stack gap="lg" maw="40rem">
      <PageHeader title={page.title} summary={page.summary} isFallback={isFallback} />
      <Slider
        label={page.title}
        slides={page.panels.map((panel) => ({ id: panel.id, content: <Panel panel={panel} names={names} /> }))}
        index={index}
        onIndex={setIndex}
        finish={
          <Button component={Link} to="/knowledge-hub">
            {t('tutorial.done')}
          </Button>
        }
      />
    </Stack>
  );
}

/** A farmer's journey from harvest to market, as an illustrated story to swipe through. */
export function SliderComicPage() {
  const query = useContentPage('slider-comic');
  if (query.isPending) return <ContentSkeleton />;
  if (query.isError) return <ContentError onRetry={() => void query.refetch()} />;
  return <Comic page={query.data.page} isFallback={query.data.isFallback} />;
}
