import { OPERATION_PREFIX, type Import, type ImportKind, type ImportMapping, type ImportRow, type Language } from '@coldroom/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiBlob, apiFetch } from '../../../lib/api';

/** Spreadsheet imports (docs/import-rules.md): one file per call below. */
const BASE = `${OPERATION_PREFIX}/imports/`;
export type RowFilter = 'all' | 'valid' | 'unchanged' | 'rejected' | 'imported';
export interface RowsPage {
  items: ImportRow[];
  total: number;
  page: number;
  page_size: number;
}

/** POST …/imports/ (multipart: kind, file): the rows read, mapped and checked. */
export function uploadImport(kind: ImportKind, file: File): Promise<Import> {
  const body = new FormData();
  body.append('kind', kind);
  body.append('file', file, file.name);
  return apiFetch<Import>(BASE, { method: 'POST', body });
}

export function useUploadImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, file }: { kind: ImportKind; file: File }) => uploadImport(kind, file),
    onSuccess: (made) => client.setQueryData(['imports', made.id], made),
  });
}

/** GET …/imports/{id}/: asked again every second while the job runs (the progress bar). */
export function useImport(id: number | null) {
  return useQuery({
    queryKey: ['imports', id],
    queryFn: () => apiFetch<Import>(`${BASE}${id}/`),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data && (query.state.data.status === 'queued' || query.state.data.status === 'running') ? 1000 : false),
  });
}

/** GET …/imports/{id}/rows/?status&page: the preview. */
export function useImportRows(id: number | null, status: RowFilter, page: number, version: string) {
  return useQuery({
    queryKey: ['imports', id, 'rows', status, page, version],
    queryFn: () => apiFetch<RowsPage>(`${BASE}${id}/rows/?status=${status}&page=${page}`),
    enabled: id !== null,
    placeholderData: keepPreviousData,
  });
}

/** PUT …/imports/{id}/mapping/. */
export function useRemapImport(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (mapping: ImportMapping) => apiFetch<Import>(`${BASE}${id}/mapping/`, { method: 'PUT', body: { mapping } }),
    onSuccess: (updated) => client.setQueryData(['imports', updated.id], updated),
  });
}

/** POST …/imports/{id}/start/. */
export function useStartImport(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (welcomeSms: boolean) => apiFetch<Import>(`${BASE}${id}/start/`, { method: 'POST', body: { welcome_sms: welcomeSms } }),
    onSuccess: (started) => client.setQueryData(['imports', started.id], started),
  });
}

/** GET …/imports/{id}/rejected/?lang: the rejected rows with their reasons, to fix and import again. */
export async function fetchRejected(id: number, language: Language): Promise<File> {
  const blob = await apiBlob(`${BASE}${id}/rejected/?lang=${language}`, { headers: { Accept: 'text/csv, application/json' } });
  return new File([blob], `rejected-rows-${id}.csv`, { type: 'text/csv' });
}

/** GET …/imports/template/?kind&lang&format. */
export async function fetchTemplate(kind: ImportKind, language: Language, format: 'csv' | 'xlsx'): Promise<File> {
  const type = format === 'csv' ? 'text/csv' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  const blob = await apiBlob(`${BASE}template/?kind=${kind}&lang=${language}&format=${format}`, { headers: { Accept: `${type}, application/json` } });
  return new File([blob], `${kind}-template-${language}.${format}`, { type });
}
