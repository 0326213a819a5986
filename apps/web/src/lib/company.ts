import { FALLBACK_COMPANY_ID } from '@coldroom/contract';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch, NETWORK_ERROR } from './api';
import { readItem, STORAGE_KEYS, writeItem } from './storage';

/** The company as GET /user/v1/companies/{id}/ presents it (spec §3); only what the app reads is typed. */
export interface Company {
  id: number;
  name: string;
  country?: string;
  currency?: string;
  logo?: string | null;
  ml4Market?: boolean;
  ml4Quality?: boolean;
  ml4Farmers?: boolean;
  [field: string]: unknown;
}

/** The login stores the company id; after a fetch the whole company is stored under the same key. */
type StoredCompany = number | Company | null;

export function storedCompanyId(): number {
  const stored = readItem<StoredCompany>(STORAGE_KEYS.company);
  if (typeof stored === 'number') return stored;
  if (stored && typeof stored === 'object' && typeof stored.id === 'number') return stored.id;
  return FALLBACK_COMPANY_ID;
}

/** The stored company once it has been fetched (country, currency…), else null. */
export function storedCompany(): Company | null {
  const stored = readItem<StoredCompany>(STORAGE_KEYS.company);
  return stored && typeof stored === 'object' ? stored : null;
}

/** Spec §4: fetched with the stored company id, falling back to id 8. */
export async function fetchCompany(): Promise<Company> {
  const company = await apiFetch<Company | undefined>(`/user/v1/companies/${storedCompanyId()}/`);
  // Only a company replaces the stored id: anything else would send the next fetch to the fallback.
  if (!company || typeof company !== 'object' || typeof company.id !== 'number') {
    throw new ApiError(0, NETWORK_ERROR, 'The company could not be read');
  }
  writeItem(STORAGE_KEYS.company, company);
  return company;
}

/** Spec §6: market features only when the stored company has ml4Market true. */
export function marketFeaturesAllowed(): boolean {
  const stored = readItem<StoredCompany>(STORAGE_KEYS.company);
  return typeof stored === 'object' && stored !== null && stored.ml4Market === true;
}

export function useCompany(enabled = true) {
  // A failed fetch is not tried again each time a component mounts: pages that mount and unmount while it
  // fails (a form waiting for the currency, say) would otherwise ask again in a tight loop.
  return useQuery({ queryKey: ['company', storedCompanyId()], queryFn: fetchCompany, enabled, retry: false, retryOnMount: false, staleTime: 5 * 60_000 });
}
