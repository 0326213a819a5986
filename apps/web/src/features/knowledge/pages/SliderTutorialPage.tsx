import { Button, Center, NativeSelect, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../lib/session';
import { ContentError, ContentSkeleton } from '../components/ContentStatus';
import { PageHeader } from '../components/PageHeader';
import { Slider } from '../components/Slider';
import type { RoleGroupId, TutorialPage, TutorialSlide } from '../content';
import { useContentPage } from '../hooks/useContent';
import { roleGroupOf } from '../roles';
import { FALLBACK_ILLUSTRATION, ILLUSTRATIONS } from '../tutorial/illustrations';

function SlideView({ slide }: { slide: TutorialSlide }) {
  const { icon: Illustration, colour } = ILLUSTRATIONS[slide.illustration] ?? FALLBACK_ILLUSTRATION;
  return (
    <Paper withBorder radius="md" p="lg" h="100%">
      <Stack gap="md">
        <Center bg={`${colour}.0`} py="xl" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
          <ThemeIcon size={112} radius={56} variant="light" color={colour} aria-hidden>
            <Illustration size={68} stroke={1.5} />
          </ThemeIcon>
        </Center>
        <Title order={2} size="h3">
          {slide.title}
        </Title>
        <Text size="lg" style={{ lineHeight: 1.6 }}>
          {slide.body}
        </Text>
      </Stack>
    </Paper>
  );
}

function Tutorial({ page, isFallback }: { page: TutorialPage; isFallback: boolean }) {
  const { t } = useTranslation();
  const { loggedIn, role } = useSession();
  // Logged in: the tour of one's own role. Logged out: any role's tour, starting with the welcome.
  const [chosen, setChosen] = useState<RoleGroupId>('general');
  const trackId = loggedIn ? roleGroupOf(role) : chosen;
  const track = page.tracks.find((x) => x.id === trackId) ?? page.tracks[0]!;
  const [position, setPosition] = useState({ track: track.id, index: 0 });
  const index = position.track === track.id ? position.index : 0;

  return (
    <Stack gap="lg" maw="40rem">
      <PageHeader title={page.title} summary={page.summary} isFallback={isFallback} />
      {!loggedIn && (
        <NativeSelect
          label={t('tutorial.chooseRole')}
          data={page.tracks.map((x) => ({ value: x.id, label: x.title }))}
          value={track.id}
          onChange={(event) => setChosen(event.currentTarget.value as RoleGroupId)}
          maw="24rem"
        />
      )}
      <Slider
        key={track.id}
        label={track.title}
        slides={track.slides.map((slide) => ({ id: slide.id, content: <SlideView slide={slide} /> }))}
        index={index}
        onIndex={(next) => setPosition({ track: track.id, index: next })}
        finish={
          <Button component={Link} to={loggedIn ? '/' : '/auth'}>
            {t(loggedIn ? 'shared.backHome' : 'shared.login')}
          </Button>
        }
      />
    </Stack>
  );
}

/** A swipeable tour of the app: the reader's own role when logged in, any role (picked) when not. */
export function SliderTutorialPage() {
  const query = useContentPage('slider-tutorial');
  if (query.isPending) return <ContentSkeleton />;
  if (query.isError) return <ContentError onRetry={() => void query.refetch()} />;
  return <Tutorial page={query.data.page} isFallback={query.data.isFallback} />;
}
