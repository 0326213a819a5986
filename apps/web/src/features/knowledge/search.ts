/**
 * Text matching for the table's and the FAQ's search boxes: case-insensitive, and Latin accents are
 * ignored ("pasteque" finds "pastèque"). Only Latin combining accents are removed: in Devanagari, Odia and
 * Gujarati the combining marks are vowel signs that change the word.
 */
export function normaliseForSearch(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().trim();
}

/** Whether every word of the query occurs in one of the texts. */
export function matchesQuery(query: string, texts: readonly string[]): boolean {
  const words = normaliseForSearch(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = texts.map(normaliseForSearch).join('\n');
  return words.every((word) => haystack.includes(word));
}
