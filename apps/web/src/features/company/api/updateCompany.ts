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

/** The multipart body: one part per field, `crop` repeated per crop (an empty one clears the list). */
export function companyFormData({ fields, logo, removeLogo }: CompanyUpdateInput): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (key === 'crop' || value === undefined) continue;
    data.append(key, value === null ? '' : String(value));
  }
  if (fields.crop) {
    if (fields.crop.length === 0) data.append('crop', '');
    for (const crop of fields.crop) data.append('crop', crop);
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
