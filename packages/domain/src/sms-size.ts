/** GSM 03.38 default alphabet: one septet each. */
const GSM_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
/** Its extension table: two septets each (escape + character). */
const GSM_EXTENDED = new Set('^{}\\[~]|€\f');

export interface SmsSize {
  /** GSM-7 when every character is in the GSM alphabet, else UCS-2 (UTF-16). */
  encoding: 'gsm7' | 'ucs2';
  /** Septets (GSM-7) or UTF-16 code units (UCS-2). */
  units: number;
  segments: number;
}

/**
 * How many SMS a text takes: 160 GSM-7 characters or 70 UCS-2 units in one message; a longer text is
 * sent as parts of 153 or 67 (each part carries a header). One character outside the GSM alphabet
 * (₦, ₹, ọ, any Indic letter) makes the whole text UCS-2. Shared by the server (what it sends) and the web
 * (the preview of a company's SMS text).
 */
export function smsSize(text: string): SmsSize {
  let septets = 0;
  let gsm = true;
  for (const char of text) {
    if (GSM_BASIC.has(char)) septets += 1;
    else if (GSM_EXTENDED.has(char)) septets += 2;
    else gsm = false;
  }
  if (gsm) return { encoding: 'gsm7', units: septets, segments: septets <= 160 ? 1 : Math.ceil(septets / 153) };
  const units = text.length;
  return { encoding: 'ucs2', units, segments: units <= 70 ? 1 : Math.ceil(units / 67) };
}
