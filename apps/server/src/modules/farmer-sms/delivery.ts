import { and, eq, isNull, ne, or } from 'drizzle-orm';
import type { AfricasTalkingDeliveryReport, DeliveryReportAnswer, InfobipDeliveryReport, SmsDeliveryStatus } from '@coldroom/contract';
import type { Db } from '../../db/client';
import { smsMessages } from '../../db/schema';

/** One gateway's report on one message it sent for us, whatever its shape. */
export interface DeliveryReport {
  /** The gateway's message id, as the sender stored it on the outbox row (`provider_message_id`). */
  providerMessageId: string;
  /** What the report makes of the message; null: still in flight (acknowledged, nothing changes). */
  status: SmsDeliveryStatus | null;
  /** The gateway's reason, for a message not delivered. */
  reason: string | null;
  /** When the outcome happened (the gateway's time, or when the report came). */
  at: Date;
}

export type DeliveryProvider = 'infobip' | 'africastalking';

const REASON_MAX = 300;
const reasonOf = (...parts: (string | null | undefined)[]): string | null => {
  const text = parts.map((part) => part?.trim()).find((part) => part);
  return text ? text.slice(0, REASON_MAX) : null;
};

/** Infobip's status groups (its "Message status codes"); PENDING and anything new: still in flight. */
const INFOBIP_GROUPS: Record<string, SmsDeliveryStatus> = { DELIVERED: 'delivered', UNDELIVERABLE: 'failed', REJECTED: 'failed', EXPIRED: 'expired' };

type InfobipResult = InfobipDeliveryReport['results'][number];

/**
 * One result of Infobip's delivery report. The reason of a failed or expired message is its error's description
 * (e.g. "Absent subscriber"), else its status's; an error of group OK (id 0, NO_ERROR) says nothing.
 */
export function infobipOutcome(result: InfobipResult): Pick<DeliveryReport, 'status' | 'reason'> {
  const status = INFOBIP_GROUPS[result.status.groupName.trim().toUpperCase()] ?? null;
  if (status === null || status === 'delivered') return { status, reason: null };
  const error = result.error && result.error.id !== 0 && result.error.groupName !== 'OK' ? result.error : null;
  return { status, reason: reasonOf(error?.description, error?.name, result.status.description, result.status.name, result.status.groupName) };
}

/** Africa's Talking's statuses (its SMS notifications): Sent, Submitted and Buffered, or anything new, are in flight. */
const AT_STATUSES: Record<string, SmsDeliveryStatus> = { success: 'delivered', failed: 'failed', rejected: 'failed', absentsubscriber: 'failed', expired: 'expired' };

/** Africa's Talking's report: the reason is its failureReason (e.g. UserInBlackList), else the status itself. */
export function africasTalkingOutcome(report: AfricasTalkingDeliveryReport): Pick<DeliveryReport, 'status' | 'reason'> {
  const status = AT_STATUSES[report.status.trim().toLowerCase()] ?? null;
  if (status === null || status === 'delivered') return { status, reason: null };
  return { status, reason: reasonOf(report.failureReason, report.status) };
}

/**
 * Applies delivery reports to the outbox rows they are about (the gateway and its message id). A report sets
 * the row's delivery status once; after that only "delivered" changes it (a message reported failed or expired
 * that the phone did receive after all), and nothing changes a delivered one: a report repeated or arriving late
 * changes nothing. Each row is decided in one UPDATE, so reports of one message arriving at once cannot both
 * win. `updated`: the rows changed; `unknown`: reports of no message of ours (or one already deleted).
 */
export async function applyDeliveryReports(db: Db, provider: DeliveryProvider, reports: readonly DeliveryReport[]): Promise<DeliveryReportAnswer> {
  let updated = 0;
  let unknown = 0;
  for (const report of reports) {
    const ours = and(eq(smsMessages.provider, provider), eq(smsMessages.providerMessageId, report.providerMessageId));
    if (report.status !== null) {
      const changed = await db
        .update(smsMessages)
        .set({ deliveryStatus: report.status, deliveryReason: report.reason, deliveryStatusAt: report.at, updatedAt: new Date() })
        .where(and(ours, report.status === 'delivered' ? or(isNull(smsMessages.deliveryStatus), ne(smsMessages.deliveryStatus, 'delivered')) : isNull(smsMessages.deliveryStatus)))
        .returning({ id: smsMessages.id });
      if (changed.length > 0) {
        updated += 1;
        continue;
      }
    }
    const [known] = await db.select({ id: smsMessages.id }).from(smsMessages).where(ours).limit(1);
    if (!known) unknown += 1;
  }
  return { updated, unknown };
}
