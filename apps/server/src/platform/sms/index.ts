import type { FastifyBaseLogger } from 'fastify';
import type { SmsConfig } from '../../config';
import type { Db } from '../../db/client';
import { createAfricasTalkingSender } from './africastalking-sender';
import { createInfobipSender } from './infobip-sender';
import { outboxSender, type SmsSender } from './sender';
import type { SmsAllowance } from './admission';
import { createSmsService, type SmsService } from './service';

export type { SmsService, QueuedSms, SmsQueue } from './service';
export { SmsSendError, type SmsSender } from './sender';

/** The sender SMS_PROVIDER names. */
export function senderFor(config: SmsConfig): SmsSender {
  if (config.provider === 'infobip') {
    if (!config.infobip.apiKey) throw new Error('INFOBIP_API_KEY is required when SMS_PROVIDER=infobip');
    return createInfobipSender({
      baseUrl: config.infobip.baseUrl,
      apiKey: config.infobip.apiKey,
      sender: config.sender,
      timeoutMs: config.requestTimeoutMs,
    });
  }
  if (config.provider === 'africastalking') {
    const at = config.africasTalking;
    if (!at.apiKey || !at.username) throw new Error('AT_API_KEY and AT_USERNAME are required when SMS_PROVIDER=africastalking');
    return createAfricasTalkingSender({ baseUrl: at.baseUrl, username: at.username, apiKey: at.apiKey, sender: at.senderId, timeoutMs: config.requestTimeoutMs });
  }
  return outboxSender;
}

/**
 * `hooks.onRefused`: told of every SMS the country list or a budget refuses; `hooks.count`: of every SMS sent
 * or given up (the metrics count them).
 */
export function createSms(
  db: Db,
  config: SmsConfig,
  log: FastifyBaseLogger,
  hooks: Pick<SmsAllowance, 'onRefused'> & { count?: (outcome: 'sent' | 'failed') => void } = {},
): SmsService {
  return createSmsService(db, senderFor(config), { ...config, onRefused: hooks.onRefused }, log, hooks.count);
}
