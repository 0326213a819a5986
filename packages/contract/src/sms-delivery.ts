import { z } from 'zod';

/**
 * Delivery reports the SMS gateways post to Coldroom (docs/sms-and-ussd.md §5), in each gateway's documented
 * shape: whether a message sent through them reached the phone. Only the fields Coldroom reads or may log are
 * kept (others are dropped); every one has its bounds.
 */

/** What a delivery report makes of a sent message (the outbox's `delivery_status`); null: no report yet. */
export const SMS_DELIVERY_STATUSES = ['delivered', 'failed', 'expired'] as const;
export type SmsDeliveryStatus = (typeof SMS_DELIVERY_STATUSES)[number];

/** Infobip's status or error object (`{groupId, groupName, id, name, description}`). */
const infobipCode = {
  groupId: z.number().int().min(0).max(1000).optional(),
  groupName: z.string().max(60).optional(),
  id: z.number().int().min(0).max(1_000_000).optional(),
  name: z.string().max(100).optional(),
  description: z.string().max(500).optional(),
};

/**
 * Infobip's delivery report ("Receive outbound SMS message report" webhook): `results[]`, at most 100 a call
 * (its default bucket). `status.groupName`: PENDING (in flight), DELIVERED, UNDELIVERABLE, EXPIRED or REJECTED;
 * `error` says why a message failed (`permanent`: trying again cannot help).
 */
export const infobipDeliveryReportSchema = z.object({
  results: z
    .array(
      z.object({
        bulkId: z.string().max(100).optional(),
        messageId: z.string().min(1).max(100),
        to: z.string().max(32).optional(),
        from: z.string().max(32).optional(),
        sentAt: z.string().max(40).optional(),
        doneAt: z.string().max(40).optional(),
        smsCount: z.number().int().min(0).max(1000).optional(),
        mccMnc: z.string().max(10).optional(),
        callbackData: z.string().max(4000).optional(),
        price: z.object({ pricePerMessage: z.number().min(0).max(1_000_000).optional(), currency: z.string().max(10).optional() }).optional(),
        status: z.object({ ...infobipCode, groupName: z.string().min(1).max(60) }),
        error: z.object({ ...infobipCode, permanent: z.boolean().optional() }).nullable().optional(),
      }),
    )
    .max(100),
});
export type InfobipDeliveryReport = z.infer<typeof infobipDeliveryReportSchema>;

/**
 * Africa's Talking's delivery report (form fields). `status`: Sent, Submitted, Buffered (in flight), Success
 * (delivered), Failed, Rejected, AbsentSubscriber, Expired; `failureReason` (only when Failed or Rejected):
 * InsufficientCredit, InvalidLinkId, UserIsInactive, UserInBlackList, UserAccountSuspended, NotNetworkSubscriber,
 * UserNotSubscribedToProduct, UserDoesNotExist, DeliveryFailure.
 */
export const africasTalkingDeliveryReportSchema = z.object({
  id: z.string().min(1).max(100),
  status: z.string().min(1).max(40),
  phoneNumber: z.string().max(32).optional(),
  networkCode: z.string().max(20).optional(),
  failureReason: z.string().max(100).optional(),
  retryCount: z.string().max(10).optional(),
});
export type AfricasTalkingDeliveryReport = z.infer<typeof africasTalkingDeliveryReportSchema>;

/**
 * What Coldroom answers a gateway's delivery report: how many messages it changed, and how many it does not know
 * (a report for a message it did not send, or one already deleted). A report that changes nothing (in flight,
 * the same again, or an older one) is in neither count.
 */
export const deliveryReportAnswerSchema = z.object({ updated: z.number().int(), unknown: z.number().int() });
export type DeliveryReportAnswer = z.infer<typeof deliveryReportAnswerSchema>;
