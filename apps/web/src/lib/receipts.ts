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

/**
 * Prints a PDF: it opens in a hidden frame, whose print dialog comes up once it has loaded. Where a
 * browser cannot print from a frame, the PDF opens in a new tab to print from there.
 */
export function printFile(file: File): void {
  const url = URL.createObjectURL(file);
  const frame = document.createElement('iframe');
  frame.dataset.receiptPrint = file.name;
  frame.title = file.name;
  frame.tabIndex = -1;
  frame.setAttribute('aria-hidden', 'true');
  // Out of sight but laid out (a frame that is not displayed prints nothing in some browsers).
  Object.assign(frame.style, { position: 'fixed', right: '0', bottom: '0', width: '0', height: '0', border: '0', opacity: '0' });
  frame.addEventListener('load', () => {
    try {
      frame.contentWindow!.focus();
      frame.contentWindow!.print();
    } catch {
      window.open(url, '_blank', 'noopener');
    }
    // The print dialog holds the frame's document while it is open; tidy up well after.
    setTimeout(() => {
      frame.remove();
      URL.revokeObjectURL(url);
    }, 60_000);
  }, { once: true });
  frame.src = url;
  document.body.appendChild(frame);
}

/**
 * One tap for a paper or a shared receipt: the phone's share sheet with the PDF (WhatsApp, a printer
 * app…) where the browser can share files, the print dialog otherwise.
 */
export async function printOrShare(file: File, title: string): Promise<'shared' | 'printing' | 'cancelled'> {
  if (canShareFiles(file)) return (await shareFile(file, title)) ? 'shared' : 'cancelled';
  printFile(file);
  return 'printing';
}

/** POST /operation/v1/movements/{id}/receipt/sms/ (staff): queues the SMS receipt to the farmer. */
export function sendReceiptSms(movementId: number): Promise<ReceiptSmsResponse> {
  return apiFetch<ReceiptSmsResponse>(`${OPERATION_PREFIX}/movements/${movementId}/receipt/sms/`, { method: 'POST' });
}
