import {
  IDEMPOTENCY_HEADER,
  OPERATION_PREFIX,
  type Account,
  type Payment,
  type PaymentCreate,
  type PaymentReversal,
} from '@coldroom/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiBlob, apiFetch } from '../../../lib/api';
import { queryString, type Page } from '../../../lib/paging';

export const PAYMENTS_PAGE_SIZE = 10;

const farmerPath = (farmerId: number) => `${OPERATION_PREFIX}/farmers/${farmerId}`;

export const accountKeys = {
  account: (farmerId: number) => ['account', farmerId] as const,
  payments: (farmerId: number, page: number) => ['payments', farmerId, page] as const,
};

/** GET …/farmers/{id}/account/: owed per company, the unpaid check-outs behind it, storage, reminders. */
export function fetchAccount(farmerId: number): Promise<Account> {
  return apiFetch<Account>(`${farmerPath(farmerId)}/account/`);
}

export function useAccount(farmerId: number | null) {
  return useQuery({ queryKey: accountKeys.account(farmerId ?? 0), queryFn: () => fetchAccount(farmerId!), enabled: farmerId !== null && farmerId > 0 });
}

/** GET …/farmers/{id}/payments/?page&page_size, newest first. */
export function usePayments(farmerId: number, page: number, enabled = true) {
  return useQuery({
    queryKey: accountKeys.payments(farmerId, page),
    queryFn: () => apiFetch<Page<Payment>>(`${farmerPath(farmerId)}/payments/${queryString({ page, page_size: PAYMENTS_PAGE_SIZE })}`),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** After money moved: the account, its payments, the history and the home page's balance are stale. */
function refreshAfterPayment(client: QueryClient) {
  for (const key of ['account', 'payments', 'movements', 'balance']) void client.invalidateQueries({ queryKey: [key] });
}

export interface RecordPaymentInput {
  farmerId: number;
  body: PaymentCreate;
  /** One key per confirmed body, reused on retry: a replay answers with the first payment. */
  idempotencyKey: string;
}

/** POST …/farmers/{id}/payments/ with an Idempotency-Key header. */
export function recordPayment({ farmerId, body, idempotencyKey }: RecordPaymentInput): Promise<Payment> {
  return apiFetch<Payment>(`${farmerPath(farmerId)}/payments/`, { method: 'POST', body, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } });
}

export function useRecordPayment() {
  const client = useQueryClient();
  // Refreshed whether it worked or not: a refusal (already settled) means the account changed meanwhile.
  return useMutation({ mutationFn: recordPayment, onSettled: () => refreshAfterPayment(client) });
}

/** POST /operation/v1/payments/{id}/reversal/ (service providers). */
export function reversePayment({ paymentId, body }: { paymentId: number; body: PaymentReversal }): Promise<Payment> {
  return apiFetch<Payment>(`${OPERATION_PREFIX}/payments/${paymentId}/reversal/`, { method: 'POST', body });
}

export function useReversePayment() {
  const client = useQueryClient();
  return useMutation({ mutationFn: reversePayment, onSettled: () => refreshAfterPayment(client) });
}

export interface StatementRange {
  from: string;
  to: string;
  /** Needed for a farmer with several companies; staff see their own. */
  company?: number | null;
}

export const statementFileName = ({ from, to }: StatementRange) => `statement-${from}-${to}.pdf`;

/** GET …/farmers/{id}/statement/?from&to[&company]&format=pdf → the PDF as a file. */
export async function fetchStatementPdf(farmerId: number, range: StatementRange): Promise<File> {
  const query = queryString({ from: range.from, to: range.to, company: range.company ?? null, format: 'pdf' });
  const blob = await apiBlob(`${farmerPath(farmerId)}/statement/${query}`, { headers: { Accept: 'application/pdf' } });
  return new File([blob], statementFileName(range), { type: 'application/pdf' });
}

/** POST …/farmers/{id}/statement/sms/ (staff): the statement's totals by SMS. */
export function sendStatementSms(farmerId: number, range: StatementRange): Promise<{ status: string }> {
  return apiFetch(`${farmerPath(farmerId)}/statement/sms/`, { method: 'POST', body: { from: range.from, to: range.to } });
}

/** POST …/farmers/{id}/reminder/ (staff): a reminder of money owed by SMS now. */
export function useSendReminder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (farmerId: number) => apiFetch<{ status: 'queued'; next_at: string }>(`${farmerPath(farmerId)}/reminder/`, { method: 'POST' }),
    onSettled: (_data, _error, farmerId) => client.invalidateQueries({ queryKey: accountKeys.account(farmerId) }),
  });
}
