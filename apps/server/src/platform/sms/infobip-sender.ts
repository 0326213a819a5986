import type { OutgoingSms, SmsSender } from './sender';
import { SmsSendError } from './sender';

/**
 * Infobip's SMS API ("send fully-featured textual message", POST /sms/2/text/advanced).
 *
 * Why Infobip: it has direct connections to the mobile networks of both Nigeria (MTN, Airtel, Glo, 9mobile;
 * office in Lagos) and India (where it handles the DLT sender and template registration that Indian
 * operators require), supports alphanumeric sender ids in both, and bills per message with no monthly
 * number rental — the shape of a rural cold-room business that sends few, important SMS.
 *
 * Request: `Authorization: App <key>`, JSON `{messages: [{from, destinations: [{to, messageId}], text}]}` with
 * the number in international form without "+" and our outbox id as the message id. Answer: `{messages: [{messageId, status: {groupName, name,
 * description}}]}`; group REJECTED (or UNDELIVERABLE) means the message was refused for good.
 */
export interface InfobipOptions {
  baseUrl: string;
  apiKey: string;
  sender: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

interface InfobipStatus {
  groupName?: string;
  name?: string;
  description?: string;
}
interface InfobipAnswer {
  messages?: { messageId?: string; status?: InfobipStatus }[];
  requestError?: { serviceException?: { messageId?: string; text?: string } };
}

const REFUSED_GROUPS = new Set(['REJECTED', 'UNDELIVERABLE', 'EXPIRED']);

export function createInfobipSender(options: InfobipOptions): SmsSender {
  const doFetch = options.fetch ?? fetch;
  const url = `${options.baseUrl.replace(/\/+$/, '')}/sms/2/text/advanced`;
  return {
    name: 'infobip',
    async send(message: OutgoingSms) {
      const destination = { to: message.to.replace(/^\+/, ''), ...(message.id ? { messageId: message.id } : {}) };
      const body = { messages: [{ from: options.sender, destinations: [destination], text: message.text }] };
      let response: Response;
      try {
        response = await doFetch(url, {
          method: 'POST',
          headers: { authorization: `App ${options.apiKey}`, 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (error) {
        // Network down, DNS, timeout: the gateway may be fine a minute later.
        throw new SmsSendError(`Infobip unreachable: ${describe(error)}`, true);
      }
      const answer = (await response.json().catch(() => null)) as InfobipAnswer | null;
      if (!response.ok) {
        const detail = answer?.requestError?.serviceException?.text ?? response.statusText;
        // 429 and 5xx pass; 400/401/403 (bad request, key or rights) will fail again the same way.
        const retryable = response.status === 429 || response.status >= 500;
        throw new SmsSendError(`Infobip HTTP ${response.status}: ${detail}`, retryable);
      }
      const first = answer?.messages?.[0];
      if (!first) throw new SmsSendError('Infobip answered without a message status', true);
      const group = first.status?.groupName ?? '';
      if (REFUSED_GROUPS.has(group)) {
        throw new SmsSendError(`Infobip refused the message: ${first.status?.name ?? group} ${first.status?.description ?? ''}`.trim(), false);
      }
      return { providerMessageId: first.messageId ?? null };
    },
  };
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const cause = (error as { cause?: unknown }).cause;
    return cause instanceof Error ? `${error.message} (${cause.message})` : error.message;
  }
  return String(error);
}
