import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@coldroom/contract';
import { smsPlainLetters } from '@coldroom/domain';
import { smsSize } from '../../platform/pdf/sms-segments';
import { FARMER_SMS_TEMPLATES, PLAIN_LETTER_LANGUAGES, SMS_PARTS } from '../../platform/sms/parts';
import { typicalSms } from './typical-sms';

// Every farmer SMS in every language at typical values, within the parts docs/translations.md lists for it.

describe.each(LANGUAGES)('the %s farmer SMS', (language) => {
  it.each(FARMER_SMS_TEMPLATES)('%s: filled in, within its documented parts', (template) => {
    const text = typicalSms(language, template);
    expect(text.trim()).not.toBe('');
    // every blank filled: a "{room}" left over would reach the farmer
    expect(text).not.toMatch(/\{\w+\}/);
    const size = smsSize(text);
    expect(size.segments, `${text} (${size.units} ${size.encoding})`).toBeLessThanOrEqual(SMS_PARTS[language][template]);
  });
});

describe('SMS without tone marks (sms_plain_letters)', () => {
  it.each(PLAIN_LETTER_LANGUAGES)('%s: every template is GSM-7 in one part, the amounts written with the currency code', (language) => {
    for (const template of FARMER_SMS_TEMPLATES) {
      const text = typicalSms(language, template);
      const plain = smsPlainLetters(text);
      const size = smsSize(plain);
      expect(size.encoding, `${template}: ${plain}`).toBe('gsm7');
      expect(size.segments, `${template}: ${plain} (${size.units})`).toBe(1);
      expect(smsSize(plain).segments).toBeLessThanOrEqual(smsSize(text).segments);
      expect(text, template).not.toContain('₦');
    }
  });

  it('Swahili needs none: written in the GSM alphabet, one part each', () => {
    for (const template of FARMER_SMS_TEMPLATES) expect(smsSize(typicalSms('sw', template)), template).toMatchObject({ encoding: 'gsm7', segments: 1 });
  });

  it('leaves Arabic and the Indian scripts as they are', () => {
    for (const language of ['hi', 'or', 'gu', 'ar'] as const) {
      for (const template of FARMER_SMS_TEMPLATES) expect(smsPlainLetters(typicalSms(language, template)), `${language} ${template}`).toBe(typicalSms(language, template));
    }
  });
});
