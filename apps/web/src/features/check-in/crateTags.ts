/** A tag as compared (docs/crate-tags.md): without the spaces around it and without letter case. */
export const tagKey = (tag: string) => tag.trim().toUpperCase();

/**
 * Crate tags numbered from a start value: "A-008" for 3 crates gives, A-010 (the width of
 * the number is kept, so tags sort and read well); "12" gives 12, 13, 14; a start without a number at
 * the end gets one ("Musa" → Musa-1, Musa-2). An empty start clears the tags. Numbers whose tag is
 * `taken` (keys as tagKey gives them: the room's stored crates, other lots) are skipped, so with UX-001…003
 * stored, "UX-001" numbers on from UX-004.
 */
export function numberedTags(start: string, count: number, taken: ReadonlySet<string> = new Set()): string[] {
  const text = start.trim();
  if (!text || count <= 0) return Array.from({ length: Math.max(0, count) }, () => '');
  const match = /^(.*?)(\d+)$/.exec(text);
  const [prefix, first, width] = match ? [match[1] ?? '', BigInt(match[2] ?? '0'), (match[2] ?? '').length] : [`${text}-`, 1n, 0];
  const tags: string[] = [];
  // Bounded: each skipped number is a taken tag, so at most count + taken.size numbers are tried.
  for (let n = first, tries = 0; tags.length < count && tries <= count + taken.size; n += 1n, tries += 1) {
    const tag = `${prefix}${n.toString().padStart(width, '0')}`;
    if (!taken.has(tagKey(tag))) tags.push(tag);
  }
  return tags;
}

/** Tags whose crate row is in trouble, by form path: given twice in the form, or carried by a stored crate of the room. */
export function tagProblems(lots: readonly { crates: readonly { tag: string }[] }[], stored: ReadonlySet<string>): Record<string, string> {
  const problems: Record<string, string> = {};
  const seen = new Set<string>();
  lots.forEach((lot, i) =>
    lot.crates.forEach((crate, j) => {
      if (!crate.tag.trim()) return;
      const key = tagKey(crate.tag);
      const path = `lots.${i}.crates.${j}.tag`;
      if (stored.has(key)) problems[path] = 'checkIn.errors.tagInRoom';
      else if (seen.has(key)) problems[path] = 'checkIn.errors.tagTwice';
      seen.add(key);
    }),
  );
  return problems;
}

/** The tag keys of every lot but one: numbering a lot skips them. */
export function tagsOfOtherLots(lots: readonly { crates: readonly { tag: string }[] }[], except: number): Set<string> {
  return new Set(lots.flatMap((lot, i) => (i === except ? [] : lot.crates.map((crate) => crate.tag).filter((tag) => tag.trim()).map(tagKey))));
}
