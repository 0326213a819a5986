import { isTimeZone } from '@coldroom/domain';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useCompany } from '../../lib/company';
import type { AnalysisRequest } from './api/analysisApi';
import { filtersFromParams, filtersToParams, resolveRange, type AnalysisFilters } from './filters';
import { tableFromParams, tableToParams, type TableState } from './tableSort';

/** The company's time zone (presets are its calendar dates); the device's when the company has none. */
function useCompanyTimeZone(): string | null {
  const company = useCompany();
  const zone = company.data?.time_zone;
  if (isTimeZone(zone)) return zone;
  return company.isPending ? null : Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** The filters and the table state, read from and written to the URL query (replacing the history entry). */
export function useAnalysisFilters() {
  const [params, setParams] = useSearchParams();
  // The newest query, ours included: react-router hands a functional update the query of the last render,
  // so two quick changes (a room, then a period) would otherwise lose the first.
  const latest = useRef(params);
  const rendered = useRef(params);
  if (rendered.current !== params) {
    rendered.current = params;
    latest.current = params;
  }
  const update = useCallback(
    (change: (current: URLSearchParams) => URLSearchParams) => {
      latest.current = change(new URLSearchParams(latest.current));
      setParams(latest.current, { replace: true });
    },
    [setParams],
  );
  const [now] = useState(() => new Date());
  const timeZone = useCompanyTimeZone();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const table = useMemo(() => tableFromParams(params), [params]);
  const resolved = useMemo(() => (timeZone ? resolveRange(filters, now, timeZone) : null), [filters, now, timeZone]);
  const request: AnalysisRequest | null = resolved?.range ? { filters, range: resolved.range } : null;

  const setFilters = useCallback(
    (patch: Partial<AnalysisFilters>) =>
      update((current) => {
        const next = filtersToParams({ ...filtersFromParams(current), ...patch }, current);
        next.delete('page');
        return next;
      }),
    [update],
  );
  const setTable = useCallback((state: TableState) => update((current) => tableToParams(state, current)), [update]);

  return { filters, table, timeZone, range: resolved?.range ?? null, problems: resolved?.problems ?? {}, request, setFilters, setTable };
}
