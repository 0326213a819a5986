import type { Company, CompanyUpdate } from '@coldroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { STORAGE_KEYS, writeItem } from '../../../lib/storage';

export interface CompanyUpdateInput {
  id: number;
  fields: Omit<CompanyUpdate, 'remove_logo' | 'time_zone'>;
  logo: File | null;
  removeLogo: boolean;
}

const LISTS = ['crop', 'sms_countries'] as const;

/**
 * The multipart body: one part per field; `crop` and `sms_countries` repeated per item (an empty one
 * clears the list).
 */
export function companyFormData({ fields, logo, removeLogo }: CompanyUpdateInput): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if ((LISTS as readonly string[]).includes(key) || value === undefined) continue;
    data.append(key, value === null ? '' : String(value));
  }
  for (const list of LISTS) {
    const items = fields[list];
    if (!items) continue;
    if (items.length === 0) data.append(list, '');
    for (const item of items) data.append(list, item);
  }
  if (logo) data.append('logo', logo, logo.name);
  else if (removeLogo) data.append('remove_logo', 'true');
  return data;
}

/** PUT /user/v1/companies/{id}/ as multipart form data with an optional logo file (spec §7). */
export function putCompany(input: CompanyUpdateInput): Promise<Company> {
  return apiFetch<Company>(`/user/v1/companies/${input.id}/`, { method: 'PUT', body: companyFormData(input) });
}

export function useUpdateCompany() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: putCompany,
    onSuccess: (company) => {
      // The stored company decides market features elsewhere in the app (spec §6).
      writeItem(STORAGE_KEYS.company, company);
      client.setQueryData(['company', company.id], company);
    },
  });
}
