import type { ScanResult } from '@coldroom/contract';

/** Where a scan opens: a lot's page; a movement's lot (a check-in of one lot) or the movements list. */
export function scannedPath(result: ScanResult): string {
  if (result.kind === 'lot') return `/produce-details?id=${result.lot_id}`;
  if (result.lot_ids.length === 1) return `/produce-details?id=${result.lot_ids[0]}`;
  return `/management/movements?type=${result.type}`;
}
