import { OPERATION_PREFIX, type ReceiptSmsResponse } from '@coldroom/contract';
import { apiBlob, apiFetch } from './api';

/**
 * Receipts of movements (check-ins and check-outs): the PDF the server renders in the farmer's language,
 * saved to the phone or handed to another app (Web Share), and the SMS receipt sent on request.
 */
export const receiptFileName = (code: string) => `receipt-${code}.pdf`;

/** GET /operation/v1/movements/{id}/receipt/ → the PDF as a file named after the movement code. */
export async function fetchReceipt(movementId: number, code: string): Promise<File> {
  const blob = await apiBlob(`${OPERATION_PREFIX}/movements/${movementId}/receipt/`, { headers: { Accept: 'application/pdf' } });
  return new File([blob], receiptFileName(code), { type: 'application/pdf' });
}

/** Saves a file through the browser's download (an object URL on a temporary link). */
export function saveFile(file: File): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers read the URL after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Whether this browser can hand a file to another app (WhatsApp, a printer app…). */
export function canShareFiles(file?: File): boolean {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  if (!nav?.share || !nav.canShare) return false;
  const probe = file ?? new File([''], 'receipt.pdf', { type: 'application/pdf' });
  try {
    return nav.canShare({ files: [probe] });
  } catch {
    return false;
  }
}

/** Shares the file; false when the person closed the share sheet or sharing failed. */
export async function shareFile(file: File, title: string): Promise<boolean> {
  try {
    await navigator.share({ files: [file], title });
    return true;
  } catch {
    return false;
  }
}

/** POST /operation/v1/movements/{id}/receipt/sms/ (staff): queues the SMS receipt to the farmer. */
export function sendReceiptSms(movementId: number): Promise<ReceiptSmsResponse> {
  return apiFetch<ReceiptSmsResponse>(`${OPERATION_PREFIX}/movements/${movementId}/receipt/sms/`, { method: 'POST' });
}
