import type { Config } from '../../config';

/**
 * Links in SMS (domain-rules §2): only to the app's own public URL or its configured app-store pages, so
 * the SMS gateway never carries someone else's link under the company's name. A link is allowed when it
 * has the same origin as one of them and its path starts with that one's path.
 */
export function allowedLinkBases(config: Pick<Config, 'appPublicUrl' | 'android' | 'ios'>): URL[] {
  return [config.appPublicUrl, config.android.storeUrl, config.ios.storeUrl].map((base) => new URL(base));
}

export type LinkProblem = 'invalid_url' | 'link_not_allowed';

export function linkProblem(link: string, bases: readonly URL[]): LinkProblem | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return 'invalid_url';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'invalid_url';
  if (url.username || url.password) return 'link_not_allowed';
  const allowed = bases.some((base) => {
    if (url.origin !== base.origin) return false;
    const prefix = base.pathname.endsWith('/') ? base.pathname : `${base.pathname}/`;
    return base.pathname === '/' || url.pathname === base.pathname || url.pathname.startsWith(prefix);
  });
  return allowed ? null : 'link_not_allowed';
}

/** The sign-up link: urlOne with the invitation's code and phone added as query parameters. */
export function signupLink(urlOne: string, code: string, phone: string): string {
  const url = new URL(urlOne);
  url.searchParams.set('code', code);
  url.searchParams.set('phone', phone);
  return url.toString();
}

/** `partOne <link> partTwo [urlTwo]`, single-spaced, without empty parts. */
export function invitationText(parts: { partOne: string; partTwo: string; link: string; urlTwo?: string | null }): string {
  return [parts.partOne, parts.link, parts.partTwo, parts.urlTwo ?? ''].map((part) => part.trim()).filter((part) => part !== '').join(' ');
}

export type PartProblem = 'link_not_allowed' | 'phone_number_not_allowed';

/** Web addresses written out (http://…, www.…) or bare (example.org/path). */
const LINKS = /\b(?:https?:\/\/|www\.)\S+|\b[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}(?::\d+)?(?:\/\S*)?/giu;
/** Seven or more digits in a row, allowing spaces, dots, dashes and brackets between them: a phone number. */
const PHONE_NUMBERS = /[+＋]?\p{Nd}(?:[\s().\-–]*\p{Nd}){6,}/u;

/**
 * What an invitation's own words (partOne, partTwo) may not carry (domain-rules §2, docs/abuse-rules.md):
 * a link other than the app's own, or a phone number, so an invitation cannot be turned into a message
 * that sends people elsewhere under the company's sender id.
 */
export function partProblem(text: string, bases: readonly URL[]): PartProblem | null {
  for (const match of text.matchAll(LINKS)) {
    const link = match[0].replace(/[.,;:!?)\]]+$/, '');
    const candidates = /^https?:\/\//i.test(link) ? [link] : [`https://${link}`, `http://${link}`];
    if (!candidates.some((candidate) => linkProblem(candidate, bases) === null)) return 'link_not_allowed';
  }
  return PHONE_NUMBERS.test(text) ? 'phone_number_not_allowed' : null;
}
