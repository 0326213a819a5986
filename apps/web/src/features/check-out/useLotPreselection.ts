import type { StoredCrate } from '@coldroom/contract';
import { useEffect, useRef } from 'react';
import type { Selection } from './checkOutForm';

/** Coming from a lot's details (?lot=): choose that lot's crates once they have loaded, and only once. */
export function useLotPreselection(lotId: number | null, crates: StoredCrate[], select: (selection: Selection) => void) {
  const applied = useRef(false);
  useEffect(() => {
    if (applied.current || lotId === null || crates.length === 0) return;
    applied.current = true;
    const selection: Selection = {};
    for (const crate of crates) if (crate.lot_id === lotId) selection[crate.id] = { part: false, weight: '' };
    select(selection);
  }, [lotId, crates, select]);
}
