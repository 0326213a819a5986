import { CERTIFICATE_PUBLIC_PREFIX, type CertificateVerifyResult, type PublicCertificate } from '@coldroom/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiFetch, apiUrl } from '../../../lib/api';

const path = (token: string) => `${CERTIFICATE_PUBLIC_PREFIX}/certificates/${encodeURIComponent(token)}`;

/** GET /public/certificates/{token}: the certificate as its public page shows it (no account). */
export function useCertificate(token: string) {
  return useQuery({
    queryKey: ['certificate', token],
    queryFn: () => apiFetch<PublicCertificate>(path(token), { retryOn401: false }),
    // an unknown token stays unknown: no retries that would only spend the address's rate limit
    retry: false,
  });
}

/** Where the signed PDF is downloaded from. */
export const certificatePdfUrl = (token: string) => apiUrl(`${path(token)}/pdf`);

/** POST /public/certificates/verify with a PDF file (sent as base64). */
export function useVerifyCertificate() {
  return useMutation({
    mutationFn: async (file: File) => {
      const bytes = new Uint8Array(await file.arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return apiFetch<CertificateVerifyResult>(`${CERTIFICATE_PUBLIC_PREFIX}/certificates/verify`, { method: 'POST', body: { pdf_base64: btoa(binary) }, retryOn401: false });
    },
  });
}
