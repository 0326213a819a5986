/**
 * The locale given to Intl for a display language. Arabic is written with the digits 0–9 in the app, as its
 * receipts, SMS, codes and phone numbers are (Intl's default for `ar` is the Arabic-Indic digits ٠–٩).
 */
export const intlLocale = (language: string): string => (language === 'ar' ? 'ar-u-nu-latn' : language);
