/** One SMS as a gateway sees it: an E.164 number and the text. */
export interface OutgoingSms {
  to: string;
  text: string;
  /**
   * Our id of the message (the outbox row's), passed as the gateway's message id where it takes one, so a
   * resend after a crash is recognisable as the same message (docs/background-jobs.md).
   */
  id?: string;
}

/**
 * A way of delivering SMS. `send` resolves when the gateway has accepted the message, and throws
 * SmsSendError otherwise, saying whether trying again later could help.
 */
export interface SmsSender {
  /** Stored with each message, so the outbox shows how it went out. */
  readonly name: string;
  send(message: OutgoingSms): Promise<{ providerMessageId: string | null }>;
}

export class SmsSendError extends Error {
  override name = 'SmsSendError';
  constructor(
    message: string,
    /** false: the gateway refused this message for good (bad number, bad credentials); no retry. */
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

/**
 * SMS_PROVIDER=outbox: nothing leaves the server. The stored message is the delivery; the company's
 * service providers read it through GET /user/v1/sms-outbox/ (demos and installations without a gateway).
 */
export const outboxSender: SmsSender = {
  name: 'outbox',
  send: async () => ({ providerMessageId: null }),
};
