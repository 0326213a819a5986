import { z } from 'zod';

/**
 * What the SMS gateways post to Coldroom (docs/sms-and-ussd.md): inbound messages of farmers, in each gateway's
 * documented shape. Only the fields Coldroom reads are kept (others are dropped); every one has its bounds.
 */

/** `?key=` on every gateway callback: the secret of SMS_WEBHOOK_KEY. */
export const gatewayKeyQuerySchema = z.object({ key: z.string().max(200).optional() });

/** Infobip's inbound message (its "Receive SMS" webhook): `results[]`. */
export const infobipInboundSchema = z.object({
  results: z
    .array(
      z.object({
        messageId: z.string().min(1).max(100),
        from: z.string().min(1).max(32),
        to: z.string().max(32).optional(),
        text: z.string().max(2000).optional(),
        cleanText: z.string().max(2000).optional(),
        keyword: z.string().max(100).optional(),
        receivedAt: z.string().max(40).optional(),
      }),
    )
    .max(100),
  messageCount: z.number().int().min(0).max(1000).optional(),
  pendingMessageCount: z.number().int().min(0).max(1_000_000).optional(),
});
export type InfobipInbound = z.infer<typeof infobipInboundSchema>;

/** Africa's Talking's incoming message callback (form fields). */
export const africasTalkingInboundSchema = z.object({
  id: z.string().min(1).max(100),
  from: z.string().min(1).max(32),
  to: z.string().max(32).optional(),
  text: z.string().max(2000).optional(),
  date: z.string().max(40).optional(),
  linkId: z.string().max(100).optional(),
});
export type AfricasTalkingInbound = z.infer<typeof africasTalkingInboundSchema>;

/** What Coldroom answers a gateway: how many messages it took (a resent one is taken once). */
export const inboundAcceptedSchema = z.object({ accepted: z.number().int(), duplicates: z.number().int() });
export type InboundAccepted = z.infer<typeof inboundAcceptedSchema>;
