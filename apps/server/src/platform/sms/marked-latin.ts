import type { Language } from '@coldroom/contract';

/**
 * Languages written in Latin letters with some outside the GSM alphabet: Hausa's hooked letters (ɓ ɗ ƙ),
 * Yoruba's tone marks and dots (ẹ́ ọ̀ ṣ), Igbo's dotted vowels (ị ọ ụ). A company may send their SMS without
 * those marks (`sms_plain_letters`, done when the SMS is queued); the text is then GSM-7 only if its amounts
 * are written with the ISO code ("NGN 4,500.00"), since ₦ is outside the GSM alphabet with or without marks.
 * So their amounts always take the code, even where the marked text is UCS-2 and the symbol would be shorter.
 */
const MARKED_LATIN: readonly Language[] = ['ha', 'yo', 'ig'];

export const amountsTakeCode = (language: Language): boolean => MARKED_LATIN.includes(language);
