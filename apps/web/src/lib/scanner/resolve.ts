import { OPERATION_PREFIX, type ScanResult, type StoredCrate } from '@coldroom/contract';
import { ApiError, apiFetch, NETWORK_ERROR } from '../api';
import { readScanValue, sameTag } from './parse';
import type { ScanProblem } from './problems';

export type { ScanProblem } from './problems';
export type ScanOutcome = { ok: true; result: ScanResult } | { ok: false; problem: ScanProblem };

const lotOf = (crates: readonly StoredCrate[], by: 'certificate' | 'crate' | 'tag', crateIds?: number[]): ScanOutcome => {
  const first = crates[0]!;
  return {
    ok: true,
    result: {
      kind: 'lot',
      by,
      lot_id: first.lot_id,
      code: first.lot_code ?? '',
      farmer_id: first.farmer_id,
      cooling_unit_id: first.cooling_unit_id,
      crate_ids: crateIds ?? crates.map((crate) => crate.id),
    },
  };
};

/**
 * With no network: a value found among the crates the phone keeps for offline check-outs (their lot's code
 * and certificate travel with them). A label of a lot not kept here cannot be told from another company's.
 */
export function resolveOnDevice(raw: string, crates: readonly StoredCrate[]): ScanOutcome {
  const value = readScanValue(raw);
  const unique = [...new Map(crates.map((crate) => [crate.id, crate])).values()];
  if (value.kind === 'token') {
    const ofLot = unique.filter((crate) => crate.certificate?.token === value.token);
    if (ofLot.length) {
      if (ofLot.some((crate) => crate.certificate?.revoked)) return { ok: false, problem: 'revoked' };
      // A crate's label: that one crate, when it is still here (none: it has left).
      if (value.place !== undefined) return lotOf(ofLot, 'crate', ofLot.filter((crate) => crate.lot_place === value.place).map((crate) => crate.id));
      return lotOf(ofLot, 'certificate');
    }
    if (value.linked) return { ok: false, problem: 'unknownOffline' };
  }
  if (value.kind === 'code') {
    const ofLot = unique.filter((crate) => crate.lot_code === value.code);
    if (ofLot.length) return lotOf(ofLot, 'certificate');
  }
  const tagged = unique.filter((crate) => sameTag(crate.tag, raw));
  if (tagged.length > 1) return { ok: false, problem: 'ambiguous' };
  if (tagged.length === 1) return lotOf(tagged, 'tag', [tagged[0]!.id]);
  return { ok: false, problem: 'unknownOffline' };
}

const PROBLEMS: Record<string, ScanProblem> = { not_found: 'unknown', scan_other_company: 'otherCompany', certificate_revoked: 'revoked', conflict: 'ambiguous' };

/** Online: the server says (GET /operation/v1/scan/); without a network, the phone's own data. Never changes anything. */
export async function resolveScan(raw: string, options: { online: boolean; crates: () => readonly StoredCrate[] }): Promise<ScanOutcome> {
  if (!options.online) return resolveOnDevice(raw, options.crates());
  try {
    const result = await apiFetch<ScanResult>(`${OPERATION_PREFIX}/scan/?value=${encodeURIComponent(raw.trim().slice(0, 300))}`);
    return { ok: true, result };
  } catch (error) {
    if (error instanceof ApiError && error.code === NETWORK_ERROR) return resolveOnDevice(raw, options.crates());
    if (error instanceof ApiError && PROBLEMS[error.code]) return { ok: false, problem: PROBLEMS[error.code]! };
    return { ok: false, problem: 'failed' };
  }
}
