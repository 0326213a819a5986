import type { Farmer } from '@coldroom/contract';
import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiFetch } from '../api';
import { storedCompanyId } from '../company';
import { queryString, type Page } from '../paging';

/**
 * Farmers to pick from at check-in, check-out and in filters: GET /user/v1/farmers/?company&search,
 * the first 20 matches (name, phone or farmer code). The walk-in customer is one of them.
 */
export function fetchFarmerOptions(company: number, search: string): Promise<Page<Farmer>> {
  return apiFetch<Page<Farmer>>(`/user/v1/farmers/${queryString({ company, search, page: 1, page_size: 20 })}`);
}

export function useFarmerOptions(search: string, enabled = true) {
  const company = storedCompanyId();
  return useQuery({
    queryKey: ['farmers', 'options', company, search],
    queryFn: () => fetchFarmerOptions(company, search),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Farmers kept for offline check-ins and check-outs: the company's first 200, asked at most once an hour. */
const DEVICE_FARMERS = 200;

/**
 * The company's farmers for the device (issue 13): read while online by the check-in and check-out pages,
 * kept with the last-known data, so a farmer can be found there with no network.
 */
export function useFarmersForOffline(enabled: boolean) {
  const company = storedCompanyId();
  return useQuery({
    queryKey: ['farmers', 'device', company],
    queryFn: () => apiFetch<Page<Farmer>>(`/user/v1/farmers/${queryString({ company, page: 1, page_size: DEVICE_FARMERS })}`),
    staleTime: 60 * 60 * 1000,
    enabled,
  });
}

const digits = (text: string) => text.replace(/\D/g, '');

/**
 * The farmers this device knows (every farmer answer in the query cache, most of them restored from the
 * last-known data), matching `search` by name, phone or farmer code as the server would, at most 20.
 */
export function knownFarmers(client: QueryClient, search: string): Farmer[] {
  const byId = new Map<number, Farmer>();
  for (const query of client.getQueryCache().findAll({ queryKey: ['farmers'] })) {
    const data = query.state.data as Partial<Page<Farmer>> | Farmer | undefined;
    const found = data && 'items' in data && Array.isArray(data.items) ? data.items : data && 'firstName' in data ? [data] : [];
    for (const farmer of found) if (typeof farmer?.id === 'number') byId.set(farmer.id, farmer);
  }
  const wanted = search.trim().toLowerCase();
  const wantedDigits = digits(wanted);
  const matches = [...byId.values()].filter((farmer) => {
    if (!wanted) return true;
    const name = `${farmer.firstName} ${farmer.lastName}`.toLowerCase();
    return name.includes(wanted) || farmer.userCode.toLowerCase().includes(wanted) || (wantedDigits.length >= 3 && digits(farmer.phone ?? '').includes(wantedDigits));
  });
  return matches.sort((a, b) => Number(b.isWalkIn) - Number(a.isWalkIn) || a.firstName.localeCompare(b.firstName)).slice(0, 20);
}
