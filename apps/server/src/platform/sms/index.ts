import type { FastifyBaseLogger } from 'fastify';
import type { SmsConfig } from '../../config';
import type { Db } from '../../db/client';
import { createInfobipSender } from './infobip-sender';
import { outboxSender, type SmsSender } from './sender';
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
  return outboxSender;
}

export function createSms(db: Db, config: SmsConfig, log: FastifyBaseLogger, count?: (outcome: 'sent' | 'failed') => void): SmsService {
  return createSmsService(db, senderFor(config), config, log, count);
}
