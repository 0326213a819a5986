/**
 * What a farmer's SMS asks (docs/sms-and-ussd.md §1): its first word is a keyword in any app language (English
 * always), the rest its argument. Case, spaces, punctuation around the keyword and accents on Latin letters are
 * forgiven; the letters of Indian scripts are kept as they are (their vowel signs are combining marks).
 */
import { normaliseCode, isMovementCode } from './codes';
import { GLOSSARY_LANGUAGES, type GlossaryLanguage } from './glossary';

export const SMS_KEYWORDS = ['STOCK', 'BAL', 'CODE', 'LANG', 'HELP', 'STOP', 'START'] as const;
export type SmsKeyword = (typeof SMS_KEYWORDS)[number];

/** Each language's words for each keyword (the table of docs/sms-and-ussd.md §1), written as a farmer types them. */
export const SMS_KEYWORD_WORDS: Record<GlossaryLanguage, Record<SmsKeyword, readonly string[]>> = {
  en: { STOCK: ['STOCK'], BAL: ['BAL', 'BALANCE'], CODE: ['CODE'], LANG: ['LANG', 'LANGUAGE'], HELP: ['HELP'], STOP: ['STOP'], START: ['START'] },
  hi: {
    STOCK: ['माल', 'MAAL', 'MAL'],
    BAL: ['बकाया', 'BAKAYA'],
    CODE: ['कोड'],
    LANG: ['भाषा', 'BHASHA'],
    HELP: ['मदद', 'MADAD'],
    STOP: ['रोको', 'बंद', 'ROKO', 'BAND'],
    START: ['शुरू', 'SHURU'],
  },
  or: {
    STOCK: ['ମାଲ', 'MALA'],
    BAL: ['ବକେୟା', 'BAKEYA'],
    CODE: ['କୋଡ୍'],
    LANG: ['ଭାଷା', 'BHASA'],
    HELP: ['ସାହାଯ୍ୟ', 'SAHAYYA'],
    STOP: ['ବନ୍ଦ', 'BANDA'],
    START: ['ଆରମ୍ଭ', 'ARAMBHA'],
  },
  gu: {
    STOCK: ['માલ', 'MAAL'],
    BAL: ['બાકી', 'BAKI'],
    CODE: ['કોડ'],
    LANG: ['ભાષા', 'BHASHA'],
    HELP: ['મદદ', 'MADAD'],
    STOP: ['બંધ', 'BANDH'],
    START: ['શરૂ', 'SHARU', 'SHURU'],
  },
  fr: { STOCK: ['STOCK'], BAL: ['SOLDE'], CODE: ['CODE'], LANG: ['LANGUE'], HELP: ['AIDE'], STOP: ['ARRET'], START: ['REPRENDRE'] },
  pt: { STOCK: ['ESTOQUE'], BAL: ['SALDO'], CODE: ['CODIGO'], LANG: ['IDIOMA', 'LINGUA'], HELP: ['AJUDA'], STOP: ['PARAR'], START: ['RETOMAR'] },
  ha: { STOCK: ['KAYA'], BAL: ['BASHI'], CODE: ['LAMBA'], LANG: ['HARSHE'], HELP: ['TAIMAKO'], STOP: ['DAKATA', 'TSAYA'], START: ['FARA'] },
  yo: {
    STOCK: ['ẸRÙ', 'ERU'],
    BAL: ['GBÈSÈ', 'GBESE'],
    CODE: ['KÓÒDÙ', 'KODU', 'KOODU'],
    LANG: ['ÈDÈ', 'EDE'],
    HELP: ['ÌRÀNWỌ́', 'IRANWO', 'IRANLOWO'],
    STOP: ['DÚRÓ', 'DURO'],
    START: ['BẸ̀RẸ̀', 'BERE'],
  },
  ig: {
    STOCK: ['IHE', 'IHEM'],
    BAL: ['UGWO'],
    CODE: ['KOODU'],
    LANG: ['ASUSU'],
    HELP: ['ENYEMAKA', 'NYEMAKA'],
    STOP: ['KWUSI'],
    START: ['MALITE', 'BIDO'],
  },
  sw: {
    STOCK: ['MAZAO'],
    BAL: ['DENI', 'SALIO'],
    CODE: ['MSIMBO'],
    LANG: ['LUGHA'],
    HELP: ['MSAADA', 'SAIDIA'],
    STOP: ['SITISHA', 'ACHA'],
    START: ['ANZA'],
  },
  ar: {
    STOCK: ['مخزون', 'محصولي', 'MAKHZOUN', 'MAKHZON'],
    BAL: ['رصيد', 'الرصيد', 'RASID', 'RASSID'],
    CODE: ['رمز', 'كود', 'RAMZ'],
    LANG: ['لغة', 'لغه', 'اللغة', 'LOUGHA', 'LUGHA'],
    HELP: ['مساعدة', 'مساعده', 'MOUSAADA', 'MUSAADA'],
    STOP: ['توقف', 'قف', 'ايقاف', 'إيقاف', 'WAQIF'],
    START: ['ابدأ', 'ابدا', 'إبدأ', 'IBDA'],
  },
};

/** The names a farmer may give a language after LANG: its code, its English name(s), its own name. */
export const SMS_LANGUAGE_NAMES: Record<GlossaryLanguage, readonly string[]> = {
  en: ['EN', 'ENGLISH', 'ANGLAIS', 'INGLES'],
  hi: ['HI', 'HINDI', 'हिन्दी', 'हिंदी'],
  or: ['OR', 'ODIA', 'ORIYA', 'ଓଡ଼ିଆ', 'ଓଡିଆ'],
  gu: ['GU', 'GUJARATI', 'ગુજરાતી'],
  fr: ['FR', 'FRENCH', 'FRANCAIS'],
  pt: ['PT', 'PORTUGUESE', 'PORTUGUES'],
  ha: ['HA', 'HAUSA'],
  yo: ['YO', 'YORUBA', 'YORÙBÁ'],
  ig: ['IG', 'IGBO'],
  sw: ['SW', 'SWAHILI', 'KISWAHILI'],
  ar: ['AR', 'ARABIC', 'العربية', 'عربي', 'ARABE', 'ARABI', 'عربية', 'عربيه'],
};

/**
 * A word as the keyword lists hold it: NFC, accents of Latin letters dropped, Latin letters in upper case,
 * punctuation around it removed. Marks on other scripts stay (a Devanagari vowel sign is part of the word).
 */
export function normaliseSmsWord(word: string): string {
  const bare = word
    .normalize('NFD')
    .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
    .normalize('NFC')
    .replace(/^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu, '');
  return bare.toUpperCase();
}

const byWord = new Map<string, { keyword: SmsKeyword; languages: GlossaryLanguage[] }>();
for (const language of GLOSSARY_LANGUAGES) {
  for (const keyword of SMS_KEYWORDS) {
    for (const word of SMS_KEYWORD_WORDS[language][keyword]) {
      const key = normaliseSmsWord(word);
      const known = byWord.get(key);
      if (known && known.keyword !== keyword) throw new Error(`The SMS word ${word} means both ${known.keyword} and ${keyword}`);
      if (known) known.languages.push(language);
      else byWord.set(key, { keyword, languages: [language] });
    }
  }
}

const languageByName = new Map<string, GlossaryLanguage>();
for (const language of GLOSSARY_LANGUAGES) for (const name of SMS_LANGUAGE_NAMES[language]) languageByName.set(normaliseSmsWord(name), language);

/** What an SMS asks. `languages`: those whose word the keyword was (English included where it is one). */
export type SmsRequest =
  | { keyword: 'STOCK' | 'BAL' | 'HELP' | 'STOP' | 'START'; languages: GlossaryLanguage[] }
  | { keyword: 'CODE'; code: string; languages: GlossaryLanguage[] }
  | { keyword: 'LANG'; language: GlossaryLanguage; languages: GlossaryLanguage[] }
  /** Not understood: the answer is HELP, headed by what was wrong. */
  | { keyword: null; problem: 'empty' | 'unknown_keyword' | 'code_missing' | 'code_invalid' | 'language_missing' | 'language_unknown'; languages: GlossaryLanguage[] };

/** At most this much of an SMS is read (a gateway's concatenated message can be long). */
const MAX_SMS_CHARS = 480;

/** Reads an SMS a farmer sent (docs/sms-and-ussd.md §1). Never throws: anything it cannot read is a problem. */
export function parseSms(text: string): SmsRequest {
  const words = String(text ?? '')
    .slice(0, MAX_SMS_CHARS)
    .split(/[\s\u200b]+/u)
    .filter((word) => normaliseSmsWord(word) !== '');
  if (words.length === 0) return { keyword: null, problem: 'empty', languages: [] };
  const found = byWord.get(normaliseSmsWord(words[0]!));
  if (!found) return { keyword: null, problem: 'unknown_keyword', languages: [] };
  const { keyword, languages } = found;
  const rest = words.slice(1);
  if (keyword === 'CODE') {
    if (rest.length === 0) return { keyword: null, problem: 'code_missing', languages };
    const code = normaliseCode(rest.join(''));
    return isMovementCode(code) ? { keyword, code, languages } : { keyword: null, problem: 'code_invalid', languages };
  }
  if (keyword === 'LANG') {
    if (rest.length === 0) return { keyword: null, problem: 'language_missing', languages };
    const language = languageByName.get(normaliseSmsWord(rest[0]!));
    return language ? { keyword, language, languages } : { keyword: null, problem: 'language_unknown', languages };
  }
  return { keyword, languages };
}
