import type { AppContext } from '../../app-context';
import { recordAudit } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import { renderStatement } from '../../platform/pdf';
import type { Actor } from '../../platform/policy';
import { storedLotCertificates } from '../certificates/receipt-links';
import { statementSmsText } from './messages';
import { farmerStatement, type StatementRange } from './statement';

/** The statement as a PDF in the farmer's language, with QR codes to the certificates of the lots still in store, and its file name. */
export async function statementPdf(ctx: AppContext, actor: Actor, farmerId: number, range: StatementRange): Promise<{ pdf: Buffer; filename: string }> {
  const { statement, language, company } = await farmerStatement(ctx.db, actor, farmerId, range);
  const certificates = await storedLotCertificates(ctx, { farmerId: statement.farmer.id, companyId: company.id }, language);
  const pdf = await renderStatement({ language, company: { name: company.name, currency: statement.currency }, statement, certificates });
  return { pdf, filename: `statement-${statement.from}-${statement.to}.pdf` };
}

/**
 * POST /operation/v1/farmers/{id}/statement/sms/ (staff): the statement's totals by SMS in the farmer's
 * language, queued with the audit row and sent after commit; the receipt budgets may refuse it (429).
 */
export async function sendStatementSms(ctx: AppContext, actor: Actor, farmerId: number, range: { from: string; to: string }): Promise<{ status: 'queued' }> {
  const { statement, language, company } = await farmerStatement(ctx.db, actor, farmerId, range);
  const phone = statement.farmer.phone;
  if (!phone) throw new AppError(422, 'no_phone', 'This farmer has no phone number to send a statement to.');
  const sum = (kinds: string[]) => statement.lines.filter((line) => kinds.includes(line.kind)).reduce((total, line) => total + line.amount_minor, 0);
  const text = statementSmsText(language, {
    company: company.name,
    currency: statement.currency,
    from: statement.from,
    to: statement.to,
    openingMinor: statement.opening_minor,
    // the imported opening balance, when inside the range, is charged like a check-out (opening + charged − paid = closing)
    chargedMinor: sum(['opening_balance', 'check_out']),
    paidMinor: -sum(['payment', 'reversal']),
    closingMinor: statement.closing_minor,
  });
  const smsId = await ctx.sms.transaction(async (tx) => {
    const id = await ctx.sms.queue(tx, { companyId: company.id, to: phone, text, kind: 'receipt', subject: `statement:${company.id}:${statement.farmer.id}` });
    await recordAudit(tx, actor, { action: 'statement.sms', entityType: 'farmer', entityId: statement.farmer.id, companyId: company.id, details: { sms_id: id, from: statement.from, to: statement.to } });
    return id;
  });
  ctx.sms.dispatch([smsId]);
  return { status: 'queued' };
}
