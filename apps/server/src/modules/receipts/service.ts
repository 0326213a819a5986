import type { ReceiptSmsResponse } from '@coldroom/contract';
import type { AppContext } from '../../app-context';
import { recordAudit } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import { receiptSmsText, renderReceipt } from '../../platform/pdf';
import type { Actor } from '../../platform/policy';
import { movementCertificates } from '../certificates/receipt-links';
import { receiptData, visibleMovement } from './data';

/** The receipt PDF of a movement and its file name. */
export async function receiptPdf(ctx: AppContext, actor: Actor, movementId: number): Promise<{ pdf: Buffer; filename: string }> {
  const movement = await visibleMovement(ctx.db, actor, movementId);
  const { data } = await receiptData(ctx.db, ctx.files, movement);
  // QR codes to the lots' storage certificates (docs/certificates-and-labels.md); the SMS receipt has none
  const certificates = await movementCertificates(ctx, movement, data.language);
  return { pdf: await renderReceipt({ ...data, certificates }), filename: `receipt-${movement.code}.pdf` };
}

/**
 * An SMS receipt on request, to the farmer's phone, queued with the audit row in one transaction and
 * sent after it commits (retried by the SMS worker when the gateway fails). The receipt SMS budgets
 * (per company, per number and per movement) may refuse it: 429, shown in the outbox.
 */
export async function sendReceiptSms(ctx: AppContext, actor: Actor, movementId: number): Promise<ReceiptSmsResponse> {
  const movement = await visibleMovement(ctx.db, actor, movementId);
  const { data, phone } = await receiptData(ctx.db, ctx.files, movement);
  if (!phone) throw new AppError(422, 'no_phone', 'This farmer has no phone number to send a receipt to.');
  const text = receiptSmsText(data);
  const smsId = await ctx.sms.transaction(async (tx) => {
    const id = await ctx.sms.queue(tx, { companyId: movement.companyId, to: phone, text, kind: 'receipt', subject: `movement:${movement.id}` });
    await recordAudit(tx, actor, { action: 'receipt.sms', entityType: 'movement', entityId: movement.id, companyId: movement.companyId, details: { sms_id: id } });
    return id;
  });
  ctx.sms.dispatch([smsId]);
  return { sms_id: smsId, to: phone, text };
}
