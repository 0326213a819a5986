/**
 * "SMS without tone marks" (docs/translations.md §SMS cost): a company may have its SMS written in plain
 * letters. Yoruba's tone marks and dots (ẹ́, ọ̀, ṣ), Igbo's dotted vowels (ị, ọ, ụ, ṅ) and Hausa's hooked letters
 * (ɓ, ɗ, ƙ, ƴ) are outside the GSM alphabet: one of them makes the whole SMS UCS-2, 70 characters a part
 * instead of 160. Farmers read the plain letters (it is how most people type these languages on a phone),
 * so the text keeps one part where the marked one needs two or three.
 *
 * Only Latin letters change: a Latin letter loses its accents, tone marks and dots (by Unicode
 * decomposition), a hooked letter becomes its plain one, the Hausa apostrophe (ʼ) the ASCII one. Every other
 * script (Devanagari, Odia, Gujarati, Arabic) is left exactly as it was.
 */
const HOOKED: Record<string, string> = {
  'ɓ': 'b',
  'Ɓ': 'B',
  'ɗ': 'd',
  'Ɗ': 'D',
  'ƙ': 'k',
  'Ƙ': 'K',
  'ƴ': 'y',
  'Ƴ': 'Y',
  'ʼ': "'",
  'ʻ': "'",
};

/** A Latin letter (basic, Latin-1, Extended-A/B, IPA letters (the hooks), Extended Additional) with the marks after it. */
const LATIN_WITH_MARKS = /[A-Za-z\u00C0-\u02AF\u02BB\u02BC\u1E00-\u1EFF][\u0300-\u036F]*/g;

export function smsPlainLetters(text: string): string {
  return text.replace(LATIN_WITH_MARKS, (letter) => {
    const hooked = HOOKED[letter[0]!];
    if (hooked) return hooked;
    return letter.normalize('NFD').replace(/[\u0300-\u036F]/g, '');
  });
}
