/**
 * Shapes of the knowledge-hub, information and tutorial content.
 *
 * One JSON file per page per language: content/{lang}/{pageId}.json. Translators change only the text;
 * ids, the crop ids in `cropsA`/`cropsB`, `illustration`, `sceneId` and `speaker` stay exactly as in English.
 * Text may hold placeholders such as {supportEmail}; they are filled in at render time (see fillPlaceholders).
 */
import type { PageId } from './pages';

export const CONTENT_LANGUAGES = ['en', 'hi', 'or', 'gu', 'fr', 'pt', 'ha', 'yo', 'ig', 'sw', 'ar'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];
export const FALLBACK_LANGUAGE: ContentLanguage = 'en';

/** A part of a page: a heading, one or more paragraphs, and optionally a bullet list and formulas. */
export interface Section {
  /** Stable slug, the same in every language (anchors, search results). */
  id: string;
  heading: string;
  paragraphs: string[];
  /** Shown after the paragraphs as a bullet list. */
  bullets?: string[];
  /** Formulas in plain text / Unicode, shown after the bullets in a monospace block. */
  formulas?: string[];
}

interface PageBase {
  /** Same as the file name. */
  id: PageId;
  title: string;
  /** One line: the hub card and the page's lead. */
  summary: string;
}

/** A knowledge-hub topic or an information page. */
export interface ContentPage extends PageBase {
  kind: 'topic' | 'info';
  sections: Section[];
}

export type TableColumnId =
  | 'crop'
  | 'temperature'
  | 'humidity'
  | 'storageLife'
  | 'ethyleneProduction'
  | 'ethyleneSensitivity';

/**
 * Ethylene levels of the crop catalogue. The source data spells them
 * 'very high', 'high', 'moderate' (or 'medium'), 'low', 'very low', 'N/A'.
 */
export type EthyleneLevelId = 'very-high' | 'high' | 'moderate' | 'low' | 'very-low' | 'na';

export interface TableColumn {
  id: TableColumnId;
  /** Column heading. */
  label: string;
  /** Legend text explaining the column. */
  description: string;
}

export interface EthyleneLevel {
  id: EthyleneLevelId;
  label: string;
  description: string;
}

/** Two groups of crops that should not share a room, and what to do when they must. */
export interface StorageConflict {
  id: string;
  title: string;
  description: string;
  labelA: string;
  /** Crop ids of the domain's crop catalogue (stable slugs such as 'bell-pepper'); the page shows the translated names. */
  cropsA: string[];
  labelB: string;
  cropsB: string[];
  advice: string;
}

/** The `table` topic: intro text and legend; the rows come from the crop catalogue. */
export interface TablePage extends PageBase {
  kind: 'table';
  sections: Section[];
  columns: TableColumn[];
  levels: EthyleneLevel[];
  conflicts: StorageConflict[];
}

export type RoleGroupId = 'farmer' | 'operator' | 'serviceProvider' | 'general';

export interface FaqItem {
  id: string;
  question: string;
  /** Paragraphs of the answer. */
  answer: string[];
}

export interface FaqGroup {
  id: RoleGroupId;
  title: string;
  items: FaqItem[];
}

export interface FaqPage extends PageBase {
  kind: 'faq';
  groups: FaqGroup[];
}

export interface TutorialSlide {
  id: string;
  title: string;
  body: string;
  /** Id of the drawing shown on the slide; the same in every language. */
  illustration: string;
}

/** A walkthrough for one role; `general` is for visitors who are not logged in. */
export interface TutorialTrack {
  id: RoleGroupId;
  title: string;
  slides: TutorialSlide[];
}

export interface TutorialPage extends PageBase {
  kind: 'tutorial';
  tracks: TutorialTrack[];
}

export interface ComicCharacter {
  id: string;
  /** Name shown with the speech lines (may differ by language). */
  name: string;
}

export interface ComicLine {
  /** A ComicCharacter id. */
  speaker: string;
  text: string;
}

export interface ComicPanel {
  id: string;
  /** Id of the SVG drawing of the panel; the same in every language. */
  sceneId: string;
  /** English only, in the English file only: what the illustrator draws. Never shown. */
  scene?: string;
  caption: string;
  lines: ComicLine[];
}

export interface ComicPage extends PageBase {
  kind: 'comic';
  characters: ComicCharacter[];
  panels: ComicPanel[];
}

export type AnyContentPage = ContentPage | TablePage | FaqPage | TutorialPage | ComicPage;

interface SpecialPages {
  table: TablePage;
  faq: FaqPage;
  'slider-tutorial': TutorialPage;
  'slider-comic': ComicPage;
}

/** The shape of a page by its id. */
export type PageContent<P extends PageId> = P extends keyof SpecialPages ? SpecialPages[P] : ContentPage;
