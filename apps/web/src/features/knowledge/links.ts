/**
 * Titles of the pages the hub links to that are not content topics. Written out (not built from the
 * page id) so the translation test sees each key in the code.
 */
import type { InfoPageId } from './content';

export const INFO_TITLE_KEYS: Record<InfoPageId, string> = {
  about: 'pages.about',
  'terms-and-conditions': 'pages.termsAndConditions',
  'end-user-licence': 'pages.endUserLicence',
  'privacy-policy': 'pages.privacyPolicy',
  faq: 'pages.faq',
  methodology: 'pages.methodology',
  'comsol-about': 'pages.comsolAbout',
  'comsol-runtime': 'pages.comsolRuntime',
};
