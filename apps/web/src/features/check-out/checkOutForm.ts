import type { CheckOutCreate, PaymentMethod, StoredCrate } from '@coldroom/contract';
import { checkoutTotal, gramsToKg, isCrateWeight, kgToGrams, type MinorUnits } from '@coldroom/domain';
import { ApiError } from '../../lib/api';
import { normaliseKg, parseMoneyInput } from '../../lib/amounts';

/** A chosen crate: all of what is left in it, or `weight` kg of it. */
export interface CratePick {
  part: boolean;
  weight: string;
}
export type Selection = Record<number, CratePick>;

export interface LineInput {
  crate_id: number;
  weight_kg: number | null;
}

/** The lines of the chosen crates, and a problem (translation key) for every part weight that cannot be taken. */
export function selectionLines(selection: Selection, crates: StoredCrate[]): { lines: LineInput[]; errors: Record<number, string> } {
  const lines: LineInput[] = [];
  const errors: Record<number, string> = {};
  for (const crate of crates) {
    const pick = selection[crate.id];
    if (!pick) continue;
    if (!pick.part) {
      lines.push({ crate_id: crate.id, weight_kg: null });
      continue;
    }
    const grams = partGrams(pick.weight);
    if (grams === null) errors[crate.id] = pick.weight.trim() ? 'checkOut.errors.partWeight' : 'checkOut.errors.partRequired';
    else if (grams > kgToGrams(crate.weight_kg)) errors[crate.id] = 'checkOut.errors.partTooHeavy';
    else lines.push({ crate_id: crate.id, weight_kg: gramsToKg(grams) });
  }
  return { lines, errors };
}

function partGrams(text: string): number | null {
  const decimal = normaliseKg(text);
  if (decimal === null) return null;
  try {
    const grams = kgToGrams(decimal);
    return isCrateWeight(grams) ? grams : null;
  } catch {
    return null;
  }
}

export type DiscountCheck = { minor: MinorUnits; problem: null } | { minor: null; problem: string };

/** The discount as typed, in major units, bounded 0 ≤ discount ≤ total due (domain checkoutTotal decides). */
export function checkDiscount(text: string, currency: string, lineDues: MinorUnits[]): DiscountCheck {
  const parsed = parseMoneyInput(text, currency);
  if ('problem' in parsed) return { minor: null, problem: parsed.problem };
  const total = checkoutTotal(lineDues, parsed.minor);
  if (!total.ok) return { minor: null, problem: 'checkOut.errors.discountTooLarge' };
  return { minor: parsed.minor, problem: null };
}

export interface CheckOutChoices {
  roomId: number;
  farmerId: number;
  lines: LineInput[];
  discountMinor: MinorUnits;
  method: PaymentMethod;
  paid: boolean;
}

export const toCheckOutRequest = (c: CheckOutChoices): CheckOutCreate => ({
  cooling_unit_id: c.roomId,
  farmer_id: c.farmerId,
  lines: c.lines.map((line) => (line.weight_kg === null ? { crate_id: line.crate_id } : line)),
  discount_minor: c.discountMinor,
  payment_method: c.method,
  paid: c.paid,
});

const LINE_REFUSALS: Record<string, string> = {
  weight_exceeds_remaining: 'checkOut.lineRefused.weight',
  crate_unavailable: 'checkOut.lineRefused.gone',
  other_room: 'checkOut.lineRefused.other',
  other_owner: 'checkOut.lineRefused.other',
};

/** The server's refusal of single lines (`lines.<i>.crate_id` / `.weight_kg`) as problems by crate id. */
export function lineErrorsOf(error: unknown, lines: LineInput[]): Record<number, string> {
  if (!(error instanceof ApiError)) return {};
  const errors: Record<number, string> = {};
  for (const [path, reason] of Object.entries(error.fields)) {
    const match = /^lines\.(\d+)\./.exec(path);
    const line = match ? lines[Number(match[1])] : undefined;
    if (line) errors[line.crate_id] = LINE_REFUSALS[reason] ?? 'checkOut.lineRefused.other';
  }
  return errors;
}
