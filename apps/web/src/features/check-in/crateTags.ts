/**
 * Crate tags numbered from a start value: "A-008" for 3 crates gives, A-010 (the width of
 * the number is kept, so tags sort and read well); "12" gives 12, 13, 14; a start without a number at
 * the end gets one ("Musa" → Musa-1, Musa-2). An empty start clears the tags.
 */
export function numberedTags(start: string, count: number): string[] {
  const text = start.trim();
  if (!text || count <= 0) return Array.from({ length: Math.max(0, count) }, () => '');
  const match = /^(.*?)(\d+)$/.exec(text);
  if (!match) return Array.from({ length: count }, (_, i) => `${text}-${i + 1}`);
  const [, prefix = '', digits = ''] = match;
  const first = BigInt(digits);
  return Array.from({ length: count }, (_, i) => `${prefix}${(first + BigInt(i)).toString().padStart(digits.length, '0')}`);
}
