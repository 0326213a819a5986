import { OPERATION_PREFIX, type LabelFormat } from '@coldroom/contract';
import { apiBlob } from './api';

/** GET /operation/v1/check-ins/{id}/labels/?format=: the crates' labels (docs/certificates-and-labels.md §6). */
export async function fetchLabels(checkInId: number, format: LabelFormat, code: string): Promise<File> {
  const blob = await apiBlob(`${OPERATION_PREFIX}/check-ins/${checkInId}/labels/?format=${format}`, { headers: { Accept: 'application/pdf' } });
  return new File([blob], `labels-${code}-${format}.pdf`, { type: 'application/pdf' });
}
