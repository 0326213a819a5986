import { createElement, type ReactNode } from 'react';

/**
 * A phone number (or a code) kept left to right inside text of any direction: wrapped in the Unicode
 * isolates LRI … PDI, so in Arabic "+234 803 …" keeps its plus sign in front and its digits in order,
 * whatever surrounds it (docs/translations.md, right to left). Leaves an empty value empty.
 */
export function leftToRight(text: string | null | undefined): string {
  return text ? `\u2066${text}\u2069` : '';
}

/** The same as an element, for a phone number shown on its own in a list or a fact: a `<bdi dir="ltr">`. */
export function LeftToRight({ children }: { children: ReactNode }) {
  return createElement('bdi', { dir: 'ltr' }, children);
}
