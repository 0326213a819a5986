import { describe, expect, it } from 'vitest';
import type { Language, LotTemperatureRecordView } from '@coldroom/contract';
import { TEMPERATURE_STRINGS } from './i18n/temperature';
import { renderReceipt } from './receipt-render';
import { temperatureSentence } from './receipt-temperature';
import { hasPoppler, pdfText } from './testing/poppler';
import { sampleReceipt } from './testing/samples';

const LANGUAGES: Language[] = ['en', 'hi', 'or', 'gu', 'fr', 'pt'];

const base: LotTemperatureRecordView = {
  kind: 'throughout',
  range_c: { min: 2, max: 6 },
  stored_from: '2026-03-01T08:00:00.000Z',
  stored_to: '2026-03-05T08:00:00.000Z',
  minutes_above: 0,
  minutes_below: 0,
  minutes_covered: 5760,
  minutes_stored: 5760,
  peak: null,
  longest: null,
  stretches: 0,
  lowest_c: 3,
  highest_c: 5,
  alerts: [],
  alerts_total: 0,
};
const warm: LotTemperatureRecordView = {
  ...base,
  kind: 'out_of_range',
  range_c: { min: 8, max: 14 },
  minutes_above: 130,
  peak: { temperature_c: 16, at: '2026-03-03T10:00:00.000Z', direction: 'high' },
  longest: { direction: 'high', started_at: '2026-03-03T09:00:00.000Z', date: '2026-03-03', minutes: 130, limit_c: 14 },
  stretches: 1,
};

describe('a lot’s temperature on the receipt (docs/cold-chain-rules.md §6)', () => {
  // English dates read as the rest of the receipt does (the app's English is en-US: "March 3").
  it('says it in English as the rules write it', () => {
    expect(temperatureSentence(base, 'en')).toBe('Kept at 2–6 °C throughout');
    expect(temperatureSentence(warm, 'en')).toBe('2 h 10 min above 14 °C on March 3');
    expect(temperatureSentence({ ...warm, longest: { ...warm.longest!, direction: 'low', limit_c: 8, minutes: 45 } }, 'en')).toBe('45 min below 8 °C on March 3');
    expect(temperatureSentence({ ...warm, minutes_below: 50, stretches: 3 }, 'en')).toBe('2 h 10 min above 14 °C on March 3; 3 h out of range in all (3 times)');
    expect(temperatureSentence({ ...base, kind: 'no_record' }, 'en')).toBe('No temperature record');
    expect(temperatureSentence({ ...base, kind: 'no_range', range_c: null, lowest_c: -1.5, highest_c: 12 }, 'en')).toBe('Readings between -1.5 °C and 12 °C');
    expect(temperatureSentence({ ...base, kind: 'gaps', minutes_covered: 600, minutes_stored: 1500 }, 'en')).toBe('Never outside 2–6 °C in the readings, which cover 10 h of 25 h');
  });

  it('in every language, in its own words, with the units and the date', () => {
    const english = temperatureSentence(warm, 'en');
    for (const language of LANGUAGES) {
      const sentence = temperatureSentence(warm, language);
      expect(sentence).toContain('14 °C');
      expect(sentence).toMatch(/10/);
      if (language !== 'en') expect(sentence, language).not.toBe(english);
      expect(temperatureSentence(base, language), language).toContain('2–6 °C');
      if (language !== 'en') {
        for (const key of ['heading', 'throughout', 'total', 'gaps', 'noRecord', 'noRange'] as const) expect(TEMPERATURE_STRINGS[language][key], `${language} ${key}`).not.toBe(TEMPERATURE_STRINGS.en[key]);
      }
    }
    expect(temperatureSentence(warm, 'fr')).toBe('2 h 10 min au-dessus de 14 °C le 3 mars');
    expect(temperatureSentence(warm, 'hi')).toBe('3 मार्च को 2 घंटे 10 मिनट तक 14 °C से ऊपर');
  });

  it.skipIf(!hasPoppler)('is printed under the totals of a check-out, with its crop', async () => {
    const data = sampleReceipt('en');
    const text = pdfText(await renderReceipt({ ...data, temperature: [{ cropName: 'Tomato', record: warm }, { cropName: 'Okra', record: base }] })).replace(/\s+/g, ' ');
    expect(text).toContain('Temperature in storage');
    expect(text).toContain('Tomato: 2 h 10 min above 14 °C on March 3');
    expect(text).toContain('Okra: Kept at 2–6 °C throughout');
    expect(pdfText(await renderReceipt(data))).not.toContain('Temperature in storage');
  });
});
