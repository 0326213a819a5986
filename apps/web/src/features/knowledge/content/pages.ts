/**
 * The content pages, shared by the loader, the pages that render them and the completeness test.
 * Every id here has one JSON file per language: {lang}/{id}.json.
 */

/** Knowledge-hub topics, in the order of the hub's cards. */
export const TOPIC_PAGE_IDS = ['table', 'cooling', 'quality', 'optimal', 'sensors', 'tips', 'response'] as const;

/** Information pages (no login needed). */
export const INFO_PAGE_IDS = [
  'about',
  'terms-and-conditions',
  'end-user-licence',
  'privacy-policy',
  'faq',
  'methodology',
  'comsol-about',
  'comsol-runtime',
] as const;

/** Tutorials. */
export const TUTORIAL_PAGE_IDS = ['slider-tutorial', 'slider-comic'] as const;

export const PAGE_IDS = [...TOPIC_PAGE_IDS, ...INFO_PAGE_IDS, ...TUTORIAL_PAGE_IDS] as const;

export type TopicPageId = (typeof TOPIC_PAGE_IDS)[number];
export type InfoPageId = (typeof INFO_PAGE_IDS)[number];
export type TutorialPageId = (typeof TUTORIAL_PAGE_IDS)[number];
export type PageId = (typeof PAGE_IDS)[number];

/** How each page is shaped (see types.ts). */
export const PAGE_KIND = {
  table: 'table',
  cooling: 'topic',
  quality: 'topic',
  optimal: 'topic',
  sensors: 'topic',
  tips: 'topic',
  response: 'topic',
  about: 'info',
  'terms-and-conditions': 'info',
  'end-user-licence': 'info',
  'privacy-policy': 'info',
  faq: 'faq',
  methodology: 'info',
  'comsol-about': 'info',
  'comsol-runtime': 'info',
  'slider-tutorial': 'tutorial',
  'slider-comic': 'comic',
} as const satisfies Record<PageId, 'topic' | 'table' | 'info' | 'faq' | 'tutorial' | 'comic'>;

export type PageKind = (typeof PAGE_KIND)[PageId];

/** Placeholders that text may contain, written {name}; filled in at render time. */
export const CONTENT_PLACEHOLDERS = ['supportEmail'] as const;
export type ContentPlaceholder = (typeof CONTENT_PLACEHOLDERS)[number];

export function isPageId(value: string): value is PageId {
  return (PAGE_IDS as readonly string[]).includes(value);
}
