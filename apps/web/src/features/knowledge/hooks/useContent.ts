import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FALLBACK_LANGUAGE, loadPage, toContentLanguage, type ContentLanguage, type PageId } from '../content';
import { makeFormat, type Format } from '../format';

/** The display language as a content language (English when the display language has no content). */
export function useContentLanguage(): ContentLanguage {
  const { i18n } = useTranslation();
  return toContentLanguage(i18n.resolvedLanguage ?? i18n.language) ?? FALLBACK_LANGUAGE;
}

export function useFormat(): Format {
  const { t } = useTranslation();
  const language = useContentLanguage();
  return useMemo(
    () =>
      makeFormat(language, {
        days: (value) => t('knowledge.units.days', { value }),
        celsius: (value) => t('knowledge.units.celsius', { value }),
        percent: (value) => t('knowledge.units.percent', { value }),
      }),
    [language, t],
  );
}

const contentQuery = <P extends PageId>(pageId: P, language: ContentLanguage) => ({
  queryKey: ['knowledge-content', pageId, language] as const,
  queryFn: () => loadPage(pageId, language),
  // Content is part of the build: it never goes stale, and loading it needs no network once cached by
  // the service worker, so the query must run while the phone is offline too.
  staleTime: Infinity,
  networkMode: 'always' as const,
});

/** One content page in the display language; the previous language's copy stays while the next loads. */
export function useContentPage<P extends PageId>(pageId: P) {
  const language = useContentLanguage();
  return useQuery({ ...contentQuery(pageId, language), placeholderData: keepPreviousData });
}

/** Several content pages at once (the hub's cards). */
export function useContentPages<P extends PageId>(pageIds: readonly P[]) {
  const language = useContentLanguage();
  return useQueries({ queries: pageIds.map((id) => ({ ...contentQuery(id, language), placeholderData: keepPreviousData })) });
}
