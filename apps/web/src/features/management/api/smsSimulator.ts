import type { SmsSimulatorSmsReply, SmsSimulatorStatus, SmsSimulatorUssdScreen } from '@coldroom/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { storedCompanyId } from '../../../lib/company';

/** GET /user/v1/sms-simulator/ — whether the phone simulator is there (the server's SMS stay in the outbox). */
export function useSimulatorStatus() {
  return useQuery({
    queryKey: ['sms-simulator', 'status'],
    queryFn: () => apiFetch<SmsSimulatorStatus>('/user/v1/sms-simulator/'),
    // The server's setting: it changes only with a restart.
    staleTime: 10 * 60_000,
  });
}

/** POST /user/v1/sms-simulator/sms/ — the farmer sends `text`; answers the reply Coldroom wrote to the outbox. */
export function sendSimulatorSms(farmerId: number, text: string): Promise<SmsSimulatorSmsReply> {
  return apiFetch<SmsSimulatorSmsReply>('/user/v1/sms-simulator/sms/', { method: 'POST', body: { company: storedCompanyId(), farmer_id: farmerId, text } });
}

/** POST /user/v1/sms-simulator/ussd/ — one screen of the session: `text` is every choice so far joined by `*`. */
export function sendSimulatorUssd(farmerId: number, sessionId: string, text: string): Promise<SmsSimulatorUssdScreen> {
  return apiFetch<SmsSimulatorUssdScreen>('/user/v1/sms-simulator/ussd/', {
    method: 'POST',
    body: { company: storedCompanyId(), farmer_id: farmerId, session_id: sessionId, text },
  });
}
