import { describe, expect, it } from 'vitest';
import { readPhone } from './phones';
import { detectSeparator, readSheet } from './read-file';
import { fold, parseAmountCell, parseDateCell, parseGender, parseLanguage, parseWholeCell } from './values';

describe('dates', () => {
  it.each([
    ['2024-01-31', '2024-01-31'],
    ['2024-1-5', '2024-01-05'],
    ['31/01/2024', '2024-01-31'],
    ['31-01-2024', '2024-01-31'],
    ['31.01.2024', '2024-01-31'],
    ['45322', '2024-01-31'], // Excel serial day
    ['1', '1899-12-31'],
    ['2024-01-31T00:00:00.000Z', '2024-01-31'],
  ])('%s → %s', (text, date) => expect(parseDateCell(text)).toBe(date));

  it.each(['31/02/2024', '2024-13-01', 'yesterday', '', '0', '99999999', '01/31/2024'])('refuses %s', (text) => expect(parseDateCell(text)).toBeNull());
});

describe('amounts', () => {
  it.each([
    ['1500', 'NGN', 150000],
    ['1500.5', 'NGN', 150050],
    ['1500,50', 'NGN', 150050],
    ['0', 'NGN', 0],
    ['750', 'XOF', 750],
    [' 12.00 ', 'INR', 1200],
  ])('%s %s → %d', (text, currency, minor) => expect(parseAmountCell(text, currency)).toBe(minor));

  it.each([['1,500'], ['1,500.00'], ['-5'], ['12.345'], ['abc'], ['']])('refuses %s', (text) => expect(parseAmountCell(text, 'NGN')).toBeNull());
  it('refuses decimals a currency does not have', () => expect(parseAmountCell('10.5', 'XOF')).toBeNull());
});

describe('whole numbers, words', () => {
  it('reads capacities', () => {
    expect(parseWholeCell('1000', 1, 1_000_000)).toBe(1000);
    expect(parseWholeCell('1 000', 1, 1_000_000)).toBe(1000);
    expect(parseWholeCell('100.0', 1, 1_000_000)).toBe(100);
    expect(parseWholeCell('10.5', 1, 1_000_000)).toBeNull();
    expect(parseWholeCell('0', 1, 1_000_000)).toBeNull();
  });
  it('reads genders and languages in the first six languages', () => {
    expect(['F', 'female', 'महिला', 'ମହିଳା', 'મહિલા', 'Femme', 'mulher'].map(parseGender)).toEqual(Array(7).fill('female'));
    expect(['hi', 'Hindi', 'हिन्दी', 'ଓଡ଼ିଆ', 'Gujarati', 'Français', 'português'].map(parseLanguage)).toEqual(['hi', 'hi', 'hi', 'or', 'gu', 'fr', 'pt']);
    expect(parseGender('robot')).toBeNull();
    expect(parseLanguage('xx')).toBeNull();
  });

  it('reads genders and languages in Hausa, Yoruba, Igbo, Swahili and Arabic, with or without marks', () => {
    expect(['mace', 'obìnrin', 'obinrin', 'nwaanyị', 'nwanyi', 'mwanamke', 'أنثى', 'انثى'].map(parseGender)).toEqual(Array(8).fill('female'));
    expect(['namiji', 'ọkùnrin', 'okunrin', 'nwoke', 'mwanaume', 'ذكر'].map(parseGender)).toEqual(Array(6).fill('male'));
    expect(['Hausa', 'Yorùbá', 'yoruba', 'Asụsụ Igbo', 'Kiswahili', 'العربية', 'ar'].map(parseLanguage)).toEqual(['ha', 'yo', 'yo', 'ig', 'sw', 'ar', 'ar']);
    // the new languages' names of the old ones
    expect(['Turanci', 'Gẹ̀ẹ́sì', 'Kifaransa', 'الفرنسية', 'Kireno', 'الهندية'].map(parseLanguage)).toEqual(['en', 'en', 'fr', 'fr', 'pt', 'hi']);
  });
  it('folds header names', () => expect(fold(' First_Name ')).toBe(fold('first-name')));
});

describe('phones of the company’s country', () => {
  it('reads local, international and digits that lost their +', () => {
    expect(readPhone('0803 000 0001', 'NG')).toEqual({ phone: '+2348030000001' });
    expect(readPhone('+234 803 000 0001', 'NG')).toEqual({ phone: '+2348030000001' });
    expect(readPhone('002348030000001', 'NG')).toEqual({ phone: '+2348030000001' });
    expect(readPhone('2348030000001', 'NG')).toEqual({ phone: '+2348030000001' });
    expect(readPhone('98765 43210', 'IN')).toEqual({ phone: '+919876543210' });
  });
  it('names a number of another country and a bad one', () => {
    expect(readPhone('+919876543210', 'NG')).toEqual({ problem: 'phone_other_country' });
    expect(readPhone('12345', 'NG')).toEqual({ problem: 'bad_phone' });
  });
});

describe('reading a file', () => {
  it('finds the separator outside quotes', () => {
    expect(detectSeparator('a;b;"c,d"\n1;2;3')).toBe(';');
    expect(detectSeparator('a,b,c')).toBe(',');
    expect(detectSeparator('a\tb')).toBe('\t');
    expect(detectSeparator('single')).toBe(',');
  });
  it('reads CSV with and without a BOM the same, skipping blank lines', async () => {
    const text = 'name;phone\r\n"Bello; Amina";+2348030000001\r\n\r\n;\r\nChidi;+2348030000002\r\n';
    const plain = await readSheet(Buffer.from(text));
    const bom = await readSheet(Buffer.from(`\uFEFF${text}`));
    expect(plain).toEqual(bom);
    expect(plain.headers).toEqual(['name', 'phone']);
    expect(plain.rows.map((row) => row.cells)).toEqual([
      ['Bello; Amina', '+2348030000001'],
      ['Chidi', '+2348030000002'],
    ]);
    expect(plain.rows.map((row) => row.line)).toEqual([2, 5]);
  });
  it('drops the apostrophe the app puts before + = - @ in the files it writes', async () => {
    const sheet = await readSheet(Buffer.from("a,b\n'+2348030000001,'=SUM(A1)\n'plain,x\n"));
    expect(sheet.rows.map((row) => row.cells)).toEqual([
      ['+2348030000001', '=SUM(A1)'],
      ["'plain", 'x'],
    ]);
  });
  it('keeps a CSV formula as text (refused later, never run)', async () => {
    const sheet = await readSheet(Buffer.from('a,b\n=1+1,x\n'));
    expect(sheet.rows[0]!.cells[0]).toBe('=1+1');
  });
});
