import type { OutgoingSms, SmsSender } from './sender';
import { SmsSendError } from './sender';

/**
 * Africa's Talking's SMS API (POST {base}/version1/messaging; the sandbox is api.sandbox.africastalking.com).
 *
 * Why a second gateway: Africa's Talking connects directly to the networks of Kenya, Uganda, Tanzania, Rwanda,
 * Malawi, Nigeria and more, and serves the USSD codes and two-way short codes farmers there already use.
 *
 * Request: headers `apiKey: <key>`, `Accept: application/json`, a form body `username`, `to` (E.164 with "+"),
 * `message` and, when set, `from` (a registered sender id or short code). Answer (201):
 * `{SMSMessageData: {Message, Recipients: [{statusCode, number, status, cost, messageId}]}}`; a recipient's
 * statusCode 100 (processed), 101 (sent) or 102 (queued) is accepted; 401 (risk hold), 405 (insufficient
 * balance), 500/501 (its server or gateway) may pass later; the others (an invalid sender id or number, an
 * unsupported number, a blacklisted or do-not-disturb number, no route, rejected by the network) will not.
 */
export interface AfricasTalkingOptions {
  baseUrl: string;
  username: string;
  apiKey: string;
  /** A registered sender id or short code; null: the account's default. */
  sender: string | null;
  timeoutMs: number;
  fetch?: typeof fetch;
}

interface Recipient {
  statusCode?: number;
  number?: string;
  status?: string;
  cost?: string;
  messageId?: string;
}
interface AtAnswer {
  SMSMessageData?: { Message?: string; Recipients?: Recipient[] };
}

const ACCEPTED = new Set([100, 101, 102]);
const PASSING = new Set([401, 405, 500, 501]);

export function createAfricasTalkingSender(options: AfricasTalkingOptions): SmsSender {
  const doFetch = options.fetch ?? fetch;
  const url = `${options.baseUrl.replace(/\/+$/, '')}/version1/messaging`;
  return {
    name: 'africastalking',
    async send(message: OutgoingSms) {
      const form = new URLSearchParams({ username: options.username, to: message.to, message: message.text });
      if (options.sender) form.set('from', options.sender);
      let response: Response;
      try {
        response = await doFetch(url, {
          method: 'POST',
          headers: { apiKey: options.apiKey, accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
          body: form.toString(),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (error) {
        throw new SmsSendError(`Africa's Talking unreachable: ${error instanceof Error ? error.message : String(error)}`, true);
      }
      const text = await response.text().catch(() => '');
      if (!response.ok) {
        // 401 (key or username), 400 (the request): the same again will fail; 429 and 5xx may pass.
        const retryable = response.status === 429 || response.status >= 500;
        throw new SmsSendError(`Africa's Talking HTTP ${response.status}: ${text.slice(0, 200) || response.statusText}`, retryable);
      }
      let answer: AtAnswer | null = null;
      try {
        answer = JSON.parse(text) as AtAnswer;
      } catch {
        throw new SmsSendError(`Africa's Talking answered something that is not JSON: ${text.slice(0, 100)}`, true);
      }
      const recipient = answer?.SMSMessageData?.Recipients?.[0];
      if (!recipient || typeof recipient.statusCode !== 'number') {
        // No recipient: Africa's Talking refused the whole message ("InvalidSenderId", "Invalid phoneNumber").
        throw new SmsSendError(`Africa's Talking sent it to nobody: ${answer?.SMSMessageData?.Message ?? 'no recipient'}`, false);
      }
      if (!ACCEPTED.has(recipient.statusCode)) {
        throw new SmsSendError(`Africa's Talking refused the message: ${recipient.statusCode} ${recipient.status ?? ''}`.trim(), PASSING.has(recipient.statusCode));
      }
      return { providerMessageId: recipient.messageId ?? null };
    },
  };
}
