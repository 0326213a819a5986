import { Anchor, Stack, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { Article } from '../components/Article';
import { ContentError, ContentSkeleton } from '../components/ContentStatus';
import { MoreInformation, TopicNav } from '../components/RelatedPages';
import { PageHeader } from '../components/PageHeader';
import { isPageId, PAGE_KIND, type ContentPage, type PageId } from '../content';
import { useContentPage } from '../hooks/useContent';

// The table brings the crop catalogue and the FAQ its search: each is its own chunk, loaded when read.
const CropTableView = lazy(() => import('../table/CropTableView').then((m) => ({ default: m.CropTableView })));
const FaqView = lazy(() => import('../faq/FaqView').then((m) => ({ default: m.FaqView })));

function ArticlePage({ pageId }: { pageId: PageId }) {
  const { t } = useTranslation();
  const query = useContentPage(pageId);
  if (query.isPending) return <ContentSkeleton />;
  if (query.isError) return <ContentError onRetry={() => void query.refetch()} />;
  const page = query.data.page as ContentPage;
  return (
    <Stack gap="xl">
      <PageHeader title={page.title} summary={page.summary} isFallback={query.data.isFallback} />
      <Article sections={page.sections} withContents={page.kind === 'info'} />
      {pageId === 'methodology' && (
        // The impact figures' own methodology (docs/impact-methodology.md) lives beside the figures.
        <Text>
          <Anchor component={Link} to="/impact/about">
            {t('impact.about.fromMethodology')}
          </Anchor>
        </Text>
      )}
      {page.kind === 'topic' ? <TopicNav current={pageId} /> : <MoreInformation current={pageId} />}
    </Stack>
  );
}

/**
 * The knowledge hub's content page: every topic (table, cooling, …) and every information page (about,
 * faq, …) is this one component; the path says which content it shows.
 */
export function KnowledgeContentPage() {
  const { pathname } = useLocation();
  const pageId = pathname.split('/').find(Boolean) ?? '';
  if (!isPageId(pageId)) return <Navigate to="/knowledge-hub" replace />;
  const kind = PAGE_KIND[pageId];
  // The tutorials have pages of their own; this component never gets their paths.
  if (kind === 'tutorial' || kind === 'comic') return <Navigate to="/knowledge-hub" replace />;
  return (
    <Suspense fallback={<ContentSkeleton />}>
      {kind === 'table' ? <CropTableView /> : kind === 'faq' ? <FaqView /> : <ArticlePage pageId={pageId} />}
    </Suspense>
  );
}
