import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A table that scrolls sideways on a narrow phone. The scrolling box takes keyboard focus and is a named
 * region, so it can be scrolled without a pointer and a screen reader says what it holds (WCAG 2.1.1).
 * With `maxHeight` a long table also scrolls downwards inside its box (give it a sticky header).
 */
export function ScrollTable({ label, minWidth, maxHeight, children }: { label: string; minWidth: number; maxHeight?: number; children: ReactNode }) {
  return (
    <Table.ScrollContainer minWidth={minWidth} maxHeight={maxHeight} scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': label } }}>
      {children}
    </Table.ScrollContainer>
  );
}
