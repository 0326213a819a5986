import { Box } from '@mantine/core';
import type { ReactNode } from 'react';

// "q_th" → q with "th" below (also "T_कमरा"), "k0" → k with 0 below; the rest stays as written (×, ÷, Σ, ln).
const SUBSCRIPT = /([A-Za-z])_([\p{L}\p{M}]+)|\b([A-Za-z])0\b/gu;

export function formulaParts(formula: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of formula.matchAll(SUBSCRIPT)) {
    const index = match.index;
    parts.push(formula.slice(last, index));
    const base = match[1] ?? match[3] ?? '';
    const sub = match[2] ?? '0';
    parts.push(
      <span key={index}>
        {base}
        <sub>{sub}</sub>
      </span>,
    );
    last = index + match[0].length;
  }
  parts.push(formula.slice(last));
  return parts.filter((part) => part !== '');
}

/** A block of formulas, one per line, set apart from the text so a reader can check a sum by hand. */
export function Formulas({ formulas }: { formulas: string[] }) {
  return (
    <Box
      component="ul"
      role="list"
      p="sm"
      m={0}
      bg="gray.0"
      bd="1px solid var(--mantine-color-gray-3)"
      style={{ listStyle: 'none', borderRadius: 'var(--mantine-radius-md)', borderInlineStart: '4px solid var(--mantine-color-cyan-6)' }}
    >
      {formulas.map((formula) => (
        <Box component="li" key={formula} py={4} fz="md" style={{ fontVariantNumeric: 'tabular-nums', lineHeight: 1.6 }}>
          {formulaParts(formula)}
        </Box>
      ))}
    </Box>
  );
}
