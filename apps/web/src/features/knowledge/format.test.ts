import { makeFormat, type UnitWords } from './format';

const odiaWords: UnitWords = { days: (v) => `${v} ଦିନ`, celsius: (v) => `${v} °C`, percent: (v) => `${v}%` };

describe('formatting numbers for the reader', () => {
  it('uses Intl where the browser knows the language', () => {
    const fr = makeFormat('fr', odiaWords, true);
    expect(fr.days(6.94)).toMatch(/^6,9\sjours$/);
    expect(fr.number(1234.5)).toBe('1\u202f234,5');
    expect(fr.temperatureRange({ min: 8, max: 13 })).toMatch(/^8\s?–\s?13\s°C$/);
    expect(fr.daysRange({ min: 7, max: 7 })).toMatch(/^7\sjours$/);
    expect(makeFormat('hi', odiaWords, true).days(2)).toBe('2 दिन');
  });

  it('falls back to the translation file’s units and numeric dates where it does not (Odia in Chromium)', () => {
    const or = makeFormat('or', odiaWords, false);
    expect(or.days(6.94)).toBe('6.9 ଦିନ');
    expect(or.daysRange({ min: 90, max: 180 })).toBe('90–180 ଦିନ');
    expect(or.temperatureRange({ min: -1.1, max: 0 })).toBe('-1.1 – 0 °C');
    expect(or.humidityRange({ min: 90, max: 95 })).toBe('90–95%');
    expect(or.number(123456)).toBe('1,23,456');
    expect(or.date(new Date(2025, 2, 12))).toBe('12/3/2025');
  });
});
