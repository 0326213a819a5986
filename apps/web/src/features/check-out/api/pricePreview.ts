import { OPERATION_PREFIX, type PricePreview, type PricePreviewRequest } from '@coldroom/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

/** POST /operation/v1/check-outs/price-preview/: the server's fee lines for the chosen crates (creates nothing). */
export function fetchPricePreview(body: PricePreviewRequest): Promise<PricePreview> {
  return apiFetch<PricePreview>(`${OPERATION_PREFIX}/check-outs/price-preview/`, { method: 'POST', body });
}

/** A read, though it is a POST: cached per selection, re-asked when the selection changes. */
export function usePricePreview(body: PricePreviewRequest | null) {
  return useQuery({
    queryKey: ['crates', 'price-preview', body],
    queryFn: () => fetchPricePreview(body!),
    enabled: body !== null && body.lines.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: false,
  });
}
