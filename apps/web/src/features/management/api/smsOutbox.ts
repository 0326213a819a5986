import type { SmsMessage } from '@coldroom/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { storedCompanyId } from '../../../lib/company';
import { queryString, type Page } from '../../../lib/paging';

export const OUTBOX_PAGE_SIZE = 10;

/** GET /user/v1/sms-outbox/?company&page&page_size — text messages the company sent, newest first. */
export function getSmsOutbox(company: number, page: number): Promise<Page<SmsMessage>> {
  return apiFetch<Page<SmsMessage>>(`/user/v1/sms-outbox/${queryString({ company, page, page_size: OUTBOX_PAGE_SIZE })}`);
}

export function useSmsOutbox(page: number) {
  const company = storedCompanyId();
  return useQuery({ queryKey: ['sms-outbox', company, page], queryFn: () => getSmsOutbox(company, page), placeholderData: keepPreviousData });
}
