import { describe, expect, it } from 'vitest';
import { GLOSSARY_LANGUAGES } from './glossary';
import { normaliseSmsWord, parseSms, SMS_KEYWORD_WORDS, SMS_KEYWORDS, SMS_LANGUAGE_NAMES } from './sms-keywords';

describe('SMS keywords (docs/sms-and-ussd.md §1)', () => {
  it('reads every word of every language as its keyword, and no word as two keywords', () => {
    const meaning = new Map<string, string>();
    for (const language of GLOSSARY_LANGUAGES) {
      for (const keyword of SMS_KEYWORDS) {
        const words = SMS_KEYWORD_WORDS[language][keyword];
        expect(words.length, `${language} ${keyword}`).toBeGreaterThan(0);
        for (const word of words) {
          const key = normaliseSmsWord(word);
          expect(meaning.get(key) ?? keyword, `${word} (${language})`).toBe(keyword);
          meaning.set(key, keyword);
          const asked = parseSms(keyword === 'CODE' ? `${word} AB12CD` : keyword === 'LANG' ? `${word} hi` : word);
          expect(asked.keyword, `${word} (${language})`).toBe(keyword);
          expect(asked.languages).toContain(language);
        }
      }
    }
  });

  it('forgives case, spaces, punctuation around the keyword and accents on Latin letters', () => {
    for (const text of ['bal', '  Bal  ', 'BAL.', '"bal"', 'bal?', '\nBAL\n', 'Balance!']) expect(parseSms(text).keyword, text).toBe('BAL');
    expect(parseSms('soldé').keyword).toBe('BAL');
    expect(parseSms('Código ab12cd')).toMatchObject({ keyword: 'CODE', code: 'AB12CD', languages: ['pt'] });
    expect(parseSms('arrêt')).toMatchObject({ keyword: 'STOP', languages: ['fr'] });
    expect(parseSms('बकाया।')).toMatchObject({ keyword: 'BAL', languages: ['hi'] });
    // An Indian script keeps its vowel signs: मदद is HELP, a word without them is not.
    expect(parseSms('मदद').keyword).toBe('HELP');
    expect(parseSms('शुरू').keyword).toBe('START');
    expect(parseSms('शर').keyword).toBeNull();
  });

  it('reads a movement code as the receipts print it, in any case, with a space or dash inside', () => {
    for (const text of ['CODE AB12CD', 'code ab12cd', 'CODE ab 12cd', 'CODE AB-12CD', 'कोड AB12CD']) expect(parseSms(text), text).toMatchObject({ keyword: 'CODE', code: 'AB12CD' });
    expect(parseSms('CODE')).toMatchObject({ keyword: null, problem: 'code_missing' });
    expect(parseSms('CODE 12')).toMatchObject({ keyword: null, problem: 'code_invalid' });
    expect(parseSms('CODE ABCDEFGHIJ')).toMatchObject({ keyword: null, problem: 'code_invalid' });
  });

  it('reads a language by its code, English name or own name', () => {
    for (const language of GLOSSARY_LANGUAGES) {
      for (const name of SMS_LANGUAGE_NAMES[language]) expect(parseSms(`LANG ${name.toLowerCase()}`), name).toMatchObject({ keyword: 'LANG', language });
    }
    expect(parseSms('LANG हिंदी')).toMatchObject({ keyword: 'LANG', language: 'hi' });
    expect(parseSms('langue français')).toMatchObject({ keyword: 'LANG', language: 'fr', languages: ['fr'] });
    expect(parseSms('LANG')).toMatchObject({ keyword: null, problem: 'language_missing' });
    expect(parseSms('LANG klingon')).toMatchObject({ keyword: null, problem: 'language_unknown' });
  });

  it('tells what it could not read, never throws', () => {
    expect(parseSms('')).toMatchObject({ keyword: null, problem: 'empty' });
    expect(parseSms('  ...  ')).toMatchObject({ keyword: null, problem: 'empty' });
    expect(parseSms('hello there')).toMatchObject({ keyword: null, problem: 'unknown_keyword' });
    expect(parseSms(undefined as unknown as string)).toMatchObject({ keyword: null, problem: 'empty' });
    expect(parseSms(`BAL ${'x'.repeat(10_000)}`).keyword).toBe('BAL');
    // Signs alone are no word (an emoji before the keyword is skipped); a word before it is not.
    expect(parseSms('😀 BAL').keyword).toBe('BAL');
    expect(parseSms('please BAL').keyword).toBeNull();
  });
});
