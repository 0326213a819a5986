import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '@coldroom/contract';
import { smsPlainLetters } from '@coldroom/domain';
import { smsSize } from '../../platform/pdf';
import { RATE_CHANGE_TEXTS, rateChangeText } from './rate-change-text';

// The rate-change SMS in the farmer's language (docs/rent-rules.md §6), within the SMS rules of
// docs/sms-and-ussd.md §3: Latin languages GSM-7 in one part (Yoruba and Igbo once written without marks),
// Indian scripts and Arabic UCS-2 in at most two.

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const one = { company: 'Bodija Cold', room: 'Room 1', lots: 1, from: '2026-11-28', dueMinor: 1_250_000, currency: 'NGN' };
const three = { ...one, lots: 3 };
/** Long but usual names: a company of 30 characters, a room of 20, 12 lots, a seven-figure amount. */
const long = { company: 'Oyo State Farmers Cooperative', room: 'Cold room B, Bodija', lots: 12, from: '2026-12-31', dueMinor: 123_456_789, currency: 'NGN' };

const expected: Record<Language, [string, string]> = {
  en: [
    'Bodija Cold: new storage price from Nov 28 for your lot in Room 1. Due now: NGN 12,500.00.',
    'Bodija Cold: new storage price from Nov 28 for your 3 lots in Room 1. Due now: NGN 12,500.00.',
  ],
  hi: [
    'Bodija Cold: Room 1 में आपके 1 लॉट का भंडारण का नया भाव 28 नव॰ से। अभी देय: ₦12,500.00।',
    'Bodija Cold: Room 1 में आपके 3 लॉट का भंडारण का नया भाव 28 नव॰ से। अभी देय: ₦12,500.00।',
  ],
  or: [
    'Bodija Cold: Room 1ରେ ଆପଣଙ୍କ 1 ଲଟ୍ର ସଂରକ୍ଷଣର ନୂଆ ଦର ନଭେମ୍ବର 28ରୁ। ଏବେ ଦେୟ: ₦12,500.00।',
    'Bodija Cold: Room 1ରେ ଆପଣଙ୍କ 3 ଲଟ୍ର ସଂରକ୍ଷଣର ନୂଆ ଦର ନଭେମ୍ବର 28ରୁ। ଏବେ ଦେୟ: ₦12,500.00।',
  ],
  gu: [
    'Bodija Cold: Room 1માં તમારા 1 લોટનો સંગ્રહનો નવો ભાવ 28 નવે થી. હમણાં બાકી: ₦12,500.00.',
    'Bodija Cold: Room 1માં તમારા 3 લોટનો સંગ્રહનો નવો ભાવ 28 નવે થી. હમણાં બાકી: ₦12,500.00.',
  ],
  fr: [
    'Bodija Cold : nouveau prix de stockage dès le 28 nov. pour votre lot dans Room 1. A payer maintenant : 12 500,00 NGN.',
    'Bodija Cold : nouveau prix de stockage dès le 28 nov. pour vos 3 lots dans Room 1. A payer maintenant : 12 500,00 NGN.',
  ],
  pt: [
    'Bodija Cold: novo preco de armazenagem a partir de 28 de nov. para o seu lote em Room 1. A pagar agora: NGN 12.500,00.',
    'Bodija Cold: novo preco de armazenagem a partir de 28 de nov. para os seus 3 lotes em Room 1. A pagar agora: NGN 12.500,00.',
  ],
  ha: [
    'Bodija Cold: sabon farashin ajiya daga Nuw 28 na kashin kayanka a Room 1. Ana binka yanzu: NGN 12,500.00.',
    'Bodija Cold: sabon farashin ajiya daga Nuw 28 na kashin kaya 3 naka a Room 1. Ana binka yanzu: NGN 12,500.00.',
  ],
  yo: [
    'Bodija Cold: owó ìpamọ́ tuntun láti 28 Oṣù Bélú fún ẹrù rẹ 1 ní Room 1. Gbèsè rẹ báyìí: NGN 12,500.00.',
    'Bodija Cold: owó ìpamọ́ tuntun láti 28 Oṣù Bélú fún ẹrù rẹ 3 ní Room 1. Gbèsè rẹ báyìí: NGN 12,500.00.',
  ],
  ig: [
    'Bodija Cold: ọnụ ahịa nchekwa ọhụrụ site na 28 Nov maka ngwugwu gị 1 na Room 1. Ụgwọ ugbu a: NGN 12,500.00.',
    'Bodija Cold: ọnụ ahịa nchekwa ọhụrụ site na 28 Nov maka ngwugwu gị 3 na Room 1. Ụgwọ ugbu a: NGN 12,500.00.',
  ],
  sw: [
    'Bodija Cold: bei mpya ya kuhifadhi kuanzia 28 Nov kwa mzigo wako kwenye Room 1. Deni sasa: NGN 12,500.00.',
    'Bodija Cold: bei mpya ya kuhifadhi kuanzia 28 Nov kwa mizigo yako 3 kwenye Room 1. Deni sasa: NGN 12,500.00.',
  ],
  ar: [
    'Bodija Cold: سعر تخزين جديد من 28 نوفمبر لـ شحنتك في Room 1. المستحق الآن: \u200f12,500.00 ₦.',
    'Bodija Cold: سعر تخزين جديد من 28 نوفمبر لـ 3 من شحناتك في Room 1. المستحق الآن: \u200f12,500.00 ₦.',
  ],
};

describe('the rate-change SMS', () => {
  it('has the same blanks in every language', () => {
    for (const language of LANGUAGES) expect(placeholders(RATE_CHANGE_TEXTS[language].text), language).toEqual(placeholders(RATE_CHANGE_TEXTS.en.text));
  });

  for (const language of LANGUAGES) {
    it(`is written in ${language}, one lot and several, within its SMS parts`, () => {
      const texts = [rateChangeText(language, one), rateChangeText(language, three)];
      expect(texts).toEqual(expected[language]);
      for (const text of [...texts, rateChangeText(language, long)]) {
        const size = smsSize(text);
        const latin = (['en', 'fr', 'pt', 'sw', 'ha'] as Language[]).includes(language);
        expect(size.encoding, text).toBe(latin ? 'gsm7' : 'ucs2');
        // Yoruba's tone marks and Igbo's dots make even a short text UCS-2; a long one takes three parts
        expect(size.segments, `${text} (${size.units} ${size.encoding})`).toBeLessThanOrEqual(latin ? 1 : language === 'yo' || language === 'ig' ? 3 : 2);
        // written without marks (the company's choice), every Latin language is one GSM-7 part
        if (latin || language === 'yo' || language === 'ig') expect(smsSize(smsPlainLetters(text)), text).toMatchObject({ encoding: 'gsm7', segments: 1 });
      }
    });
  }
});
