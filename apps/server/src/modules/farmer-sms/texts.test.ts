import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@coldroom/contract';
import { normaliseSmsWord, parseSms, SMS_KEYWORD_WORDS, SMS_KEYWORDS, type SmsKeyword } from '@coldroom/domain';
import { smsSize } from '../../platform/pdf';
import { crateCount, dayCount, REPLY_TEXTS, replyText, smsMoney, type ReplyKey } from './texts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('answers to farmers\' SMS (docs/sms-and-ussd.md §3)', () => {
  it('every answer in every language, with the same blanks as in English', () => {
    for (const language of LANGUAGES) {
      for (const key of Object.keys(REPLY_TEXTS.en) as ReplyKey[]) {
        const text = REPLY_TEXTS[language][key];
        expect(text.trim(), `${language} ${key}`).not.toBe('');
        expect(placeholders(text), `${language} ${key}`).toEqual(placeholders(REPLY_TEXTS.en[key]));
      }
    }
  });

  it('English, French and Portuguese answers stay in the GSM alphabet (160 characters a part), amounts written with the ISO code', () => {
    for (const language of ['en', 'fr', 'pt'] as const) {
      for (const key of Object.keys(REPLY_TEXTS.en) as ReplyKey[]) expect(smsSize(REPLY_TEXTS[language][key]).encoding, `${language} ${key}`).toBe('gsm7');
      expect(smsSize(smsMoney(1_250_000, 'NGN', language)).encoding).toBe('gsm7');
    }
    expect(smsMoney(1_250_000, 'NGN', 'en')).toBe('NGN 12,500.00');
  });

  it('one lot\'s STOCK answer: one part in the languages written without marks (GSM-7), at most two (UCS-2) in the others', () => {
    for (const language of LANGUAGES) {
      const line = replyText(language, 'stockLine', {
        company: 'Bodija Cold',
        crop: 'Tomato',
        crates: crateCount(language, 12),
        room: 'Room 1',
        stored: dayCount(language, 5),
        pickup: replyText(language, 'pickupIn', { days: dayCount(language, 9) }),
      });
      const size = smsSize(line);
      expect(size.encoding, language).toBe(['en', 'fr', 'pt', 'sw'].includes(language) ? 'gsm7' : 'ucs2');
      expect(size.segments, `${language}: ${line} (${size.units} ${size.encoding})`).toBeLessThanOrEqual(size.encoding === 'gsm7' ? 1 : 2);
    }
  });

  it('the help names keywords the parser reads, in every language, in any script', () => {
    // what a farmer may send after the keyword, where the keyword needs it
    const argument: Partial<Record<SmsKeyword, string>> = { CODE: ' AB12CD', LANG: ' en' };
    const named: SmsKeyword[] = ['STOCK', 'BAL', 'CODE', 'LANG', 'STOP', 'START'];
    for (const language of LANGUAGES) {
      // each word of the help as the parser reads it: Arabic has no capitals, so every word is looked at
      const words = replyText(language, 'help')
        .split(/[\s,،.()+:;]+/u)
        .map(normaliseSmsWord)
        .filter((word) => word !== '');
      const found = new Set<SmsKeyword>();
      for (const keyword of SMS_KEYWORDS) {
        const spellings = [...SMS_KEYWORD_WORDS[language][keyword], ...SMS_KEYWORD_WORDS.en[keyword]].map(normaliseSmsWord);
        for (const word of words.filter((w) => spellings.includes(w))) {
          expect(parseSms(`${word}${argument[keyword] ?? ''}`).keyword, `${language} ${word}`).toBe(keyword);
          found.add(keyword);
        }
      }
      expect(named.every((keyword) => found.has(keyword)), `${language}: ${[...found].join(' ')}`).toBe(true);
    }
  });
});
