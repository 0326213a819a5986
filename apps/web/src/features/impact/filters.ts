import { IMPACT_GENDERS, IMPACT_MAX_MONTHS, monthsBetween, type ImpactGender } from '@coldroom/contract';
import { useSearchParams } from 'react-router';

/** The impact page's filters, kept in the address (a link opens the same figures). */
export interface ImpactFilterValues {
  from: string;
  to: string;
  location: string | null;
  room: string | null;
  crop: string | null;
  gender: ImpactGender | null;
  company: string | null;
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const ID = /^[1-9]\d{0,14}$/;

/** This month and the eleven before it: a year of figures, the usual question. */
export function defaultMonths(now = new Date()): { from: string; to: string } {
  const to = now.toISOString().slice(0, 7);
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1));
  return { from: start.toISOString().slice(0, 7), to };
}

/** What is wrong with the months, by field (the server says the same, with the same words). */
export function monthProblems(from: string, to: string): Partial<Record<'from' | 'to', string>> {
  if (!MONTH.test(from)) return { from: 'impact.filters.badMonth' };
  if (!MONTH.test(to)) return { to: 'impact.filters.badMonth' };
  if (from > to) return { from: 'impact.filters.fromAfterTo' };
  if (monthsBetween(from, to) > IMPACT_MAX_MONTHS) return { to: 'impact.filters.tooLong' };
  return {};
}

export function readFilters(params: URLSearchParams): ImpactFilterValues {
  const fallback = defaultMonths();
  const id = (name: string) => {
    const value = params.get(name);
    return value && ID.test(value) ? value : null;
  };
  const gender = params.get('gender');
  const crop = params.get('crop');
  return {
    from: params.get('from') ?? fallback.from,
    to: params.get('to') ?? fallback.to,
    location: id('location'),
    room: id('room'),
    crop: crop && /^[a-z0-9_-]{1,40}$/.test(crop) ? crop : null,
    gender: (IMPACT_GENDERS as readonly string[]).includes(gender ?? '') ? (gender as ImpactGender) : null,
    company: id('company'),
  };
}

export function useImpactFilters() {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const problems = monthProblems(filters.from, filters.to);
  const setFilters = (change: Partial<ImpactFilterValues>) => {
    const next = { ...filters, ...change };
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(next)) if (value) search.set(key, value);
    setParams(search, { replace: true });
  };
  return { filters, problems, valid: Object.keys(problems).length === 0, setFilters };
}
