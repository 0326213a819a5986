import i18n from 'i18next';
import or from '../../public/assets/i18n/or.json';
import { initTestI18n } from '../test/i18n';
import { formatCalendarDate } from './format';
import { countryName } from './countries';
import { forgetIntlChecks, intlSpeaks } from './intlFallback';
import { formatDays, formatTimeLeft, formatWeight } from './quantities';
import { formatTimeAgo } from './units';

const LATIN_WORDS = /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec|days?|hours?|ago|Nigeria|kg)\b/;

/**
 * An engine without Odia data, as many phones' browsers are: it claims nothing for "or" and answers in
 * English when asked for it.
 */
function withoutOdiaIntl() {
  const real = Intl;
  const swap = (locales?: Intl.LocalesArgument) => ([] as unknown[]).concat(locales ?? []).map(String).map((locale) => (locale === 'or' ? 'en' : locale));
  const claim = (locales?: Intl.LocalesArgument) => ([] as unknown[]).concat(locales ?? []).map(String).filter((locale) => locale !== 'or');
  const fake = Object.create(real) as typeof Intl;
  Object.assign(fake, {
    DateTimeFormat: Object.assign(function (l?: Intl.LocalesArgument, o?: Intl.DateTimeFormatOptions) { return new real.DateTimeFormat(swap(l), o); }, { supportedLocalesOf: claim }),
    NumberFormat: Object.assign(function (l?: Intl.LocalesArgument, o?: Intl.NumberFormatOptions) { return new real.NumberFormat(swap(l), o); }, { supportedLocalesOf: claim }),
    RelativeTimeFormat: Object.assign(function (l?: Intl.LocalesArgument, o?: Intl.RelativeTimeFormatOptions) { return new real.RelativeTimeFormat(swap(l), o); }, { supportedLocalesOf: claim }),
    DisplayNames: Object.assign(function (l: Intl.LocalesArgument, o: Intl.DisplayNamesOptions) { return new real.DisplayNames(swap(l), o); }, { supportedLocalesOf: claim }),
  });
  vi.stubGlobal('Intl', fake);
  forgetIntlChecks();
  return () => {
    vi.unstubAllGlobals();
    forgetIntlChecks();
  };
}

describe('formatting where Intl lacks the language', () => {
  beforeAll(async () => {
    await initTestI18n();
    i18n.addResourceBundle('or', 'translation', or);
  });

  it('notices the missing language', () => {
    const restore = withoutOdiaIntl();
    expect(intlSpeaks('date', 'or')).toBe(false);
    expect(intlSpeaks('date', 'en')).toBe(true);
    restore();
  });

  it('writes dates, durations, relative times, weights and countries in Odia from the app’s own words', () => {
    const restore = withoutOdiaIntl();
    const now = Date.UTC(2026, 10, 9, 12);
    const texts = [
      formatCalendarDate('2026-11-07', 'or'),
      formatDays('or', 8.8),
      formatDays('or', 2),
      formatTimeAgo('or', now - 4 * 3_600_000, now),
      formatTimeAgo('or', now - 2 * 86_400_000, now),
      formatWeight('or', 12.5),
      countryName('NG', 'or'),
      formatTimeLeft('or', 0.4),
    ];
    restore();
    expect(texts[0]).toContain('ନଭେମ୍ବର');
    expect(texts[1]).toBe('8.8 ଦିନ');
    expect(texts[3]).toContain('ଘଣ୍ଟା');
    expect(texts[4]).toContain('ଦିନ');
    expect(texts[5]).toContain('କିଗ୍ରା');
    expect(texts[6]).toBe('ନାଇଜେରିଆ');
    expect(texts[7]).toBe('9 ଘଣ୍ଟା');
    for (const text of texts) expect(text).not.toMatch(LATIN_WORDS);
  });
});
