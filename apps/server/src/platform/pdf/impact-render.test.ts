import { describe, expect, it } from 'vitest';
import { intlLocale, LANGUAGES, languageDirection, type ImpactFigures, type ImpactRow, type Language } from '@coldroom/contract';
import { renderImpactReport } from './impact-render';
import { hasPoppler, pdfBoxes, pdfText } from './testing/poppler';

/** Titles and one figure's label per language, typed here by hand rather than taken from the strings. */
const KEY_WORDS: Record<Language, string[]> = {
  en: ['Impact report', 'Food loss avoided (kg)', 'Survey coverage'],
  hi: ['प्रभाव रिपोर्ट', 'बचाया गया खाद्य नुकसान (किलो)', 'सर्वे का दायरा'],
  or: ['ପ୍ରଭାବ ରିପୋର୍ଟ', 'ସର୍ଭେର ପରିସର'],
  gu: ['અસર અહેવાલ', 'સર્વેનો વ્યાપ'],
  fr: ["Rapport d'impact", 'Pertes alimentaires évitées (kg)', 'Couverture des enquêtes'],
  pt: ['Relatório de impacto', 'Perdas de alimentos evitadas (kg)', 'Cobertura das pesquisas'],
  ha: ['Rahoton tasiri', 'Yawan amsa tambayoyi'],
  yo: ['Ìròyìn àṣeyọrí', 'Bí ìbéèrè ṣe bò tó'],
  ig: ['Akụkọ uru', 'Otu ajụjụ si kpuchie'],
  sw: ['Ripoti ya matokeo', 'Upotevu wa chakula ulioepukwa (kg)', 'Ufikiaji wa madodoso'],
  ar: ['تقرير الأثر', 'أهم الأرقام'],
};

const row = (key: string | null, kg: number, lossAvoided: number | null): ImpactRow => ({
  key,
  label: key ?? '',
  farmers: { total: 12, female: 7, male: 4, other: 1, new: 5, returning: 7 },
  crates_in: 40,
  kg_in: kg,
  kg_out: kg / 2,
  kg_days: 2800,
  occupancy_percent: 42.5,
  revenue: [{ currency: 'INR', amount_minor: 1_234_500 }],
  kg_in_with_surveys: kg,
  loss_avoided_kg: lossAvoided,
  income_change: [{ currency: 'INR', amount_minor: 214_000 }],
});

const figures: ImpactFigures = {
  from: '2025-01',
  to: '2025-03',
  company: { id: 1, name: 'Kisan Cold Store' },
  totals: row(null, 1000, 137),
  coverage: { farmers_served: 12, farmers_with_baseline: 9, market_surveys: 14, market_farmers: 6, check_outs: 30, check_outs_surveyed: 11, kg_share_with_surveys: 0.8 },
  sms: { sent: 55, kept_days: 90, incomplete: true },
  per_company: [],
  per_location: [row('1', 1000, 137)],
  per_room: [row('2', 1000, 137)],
  per_crop: [row('tomato', 600, 100), row('onion', 400, 37)],
  per_month: ['2025-01', '2025-02', '2025-03'].map((month, i) => ({ ...row(month, [500, 300, 200][i]!, null), sms_sent: 10 })),
  crop_surveys: [
    { crop_id: 'tomato', currency: 'INR', baseline_answers: 2, market_surveys: 9, loss_share_before: 0.3, loss_share_after: 0.1, price_before_per_kg_minor: 1000, price_after_per_kg_minor: 1500, price_change_per_kg_minor: 500, price_change_percent: 50 },
  ],
};

const flat = (text: string) => text.replace(/\s+/g, ' ');

/** Direction controls (embeddings, isolates, marks): they order a line, poppler writes them out, a reader does not see them. */
const BIDI = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * The report's text as poppler reads it, and the pieces a phrase must be found as. `-layout` gives a right-to-left
 * word's letters in drawing order, so for Arabic the first page's words (`-bbox`, each in reading order) are read
 * and a phrase is looked for word by word.
 */
function readBack(pdf: Buffer, language: Language): { text: string; pieces: (phrase: string) => string[] } {
  const text = flat(pdfText(pdf)).replace(BIDI, '');
  if (languageDirection(language) === 'ltr') return { text, pieces: (phrase) => [phrase] };
  const words = pdfBoxes(pdf).map((word) => word.text.replace(BIDI, ''));
  return { text: `${text} ${words.join(' ')}`, pieces: (phrase) => phrase.split(' ') };
}

describe.skipIf(!hasPoppler)('renderImpactReport', () => {
  it.each(LANGUAGES)('%s: the cover, the key figures, coverage and methodology read back in the language', async (language) => {
    const pdf = await renderImpactReport({ language, figures, madeOn: '1 Apr 2025' });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { text, pieces } = readBack(pdf, language);
    for (const phrase of KEY_WORDS[language]) for (const piece of pieces(phrase)) expect(text, phrase).toContain(piece);
    expect(text).toContain('Kisan Cold Store');
    // Figures in the language's digits and grouping, as Intl writes them (Arabic with Western digits, as the app does).
    expect(text).toContain(flat(new Intl.NumberFormat(intlLocale(language)).format(2800)).replace(BIDI, ''));
    expect(text).toContain(flat(new Intl.NumberFormat(intlLocale(language), { maximumFractionDigits: 1 }).format(137)).replace(BIDI, ''));
  });

  it.each(LANGUAGES)('%s: every company, and figures without surveys, draw too (every word of the report is drawn once)', async (language) => {
    const bare = { ...figures, company: null, totals: { ...row(null, 0, null), income_change: [] }, crop_surveys: [], sms: { ...figures.sms, incomplete: false } };
    const { text, pieces } = readBack(await renderImpactReport({ language, figures: bare, madeOn: '1 Apr 2025' }), language);
    for (const piece of pieces(KEY_WORDS[language][0]!)) expect(text).toContain(piece);
  });
});
