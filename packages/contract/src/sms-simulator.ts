import { z } from 'zod';
import { idRef, typeError } from './operations-fields';

/**
 * The phone simulator (docs/sms-and-ussd.md §6): with SMS_PROVIDER=outbox a service provider plays one of the
 * company's farmers, sending an SMS or walking the USSD menu, through the same handlers as the gateways.
 */

/** The most characters one simulated SMS may hold (three parts of GSM-7). */
export const SIMULATOR_SMS_MAX = 480;
/** The most characters of a simulated USSD session's choices (the gateway's `text`). */
export const SIMULATOR_USSD_MAX = 200;

/** GET /user/v1/sms-simulator/ — whether the simulator is there (SMS_PROVIDER=outbox). */
export const smsSimulatorStatusSchema = z.object({ available: z.boolean() });
export type SmsSimulatorStatus = z.infer<typeof smsSimulatorStatusSchema>;

/** POST /user/v1/sms-simulator/sms/ — the farmer (farmers.id) sends `text` to the company's number. */
export const smsSimulatorSmsRequestSchema = z.object({
  company: idRef,
  farmer_id: idRef,
  text: z.string({ error: typeError }).trim().min(1, { message: 'required' }).max(SIMULATOR_SMS_MAX, { message: 'too_long' }),
});
export type SmsSimulatorSmsRequest = z.infer<typeof smsSimulatorSmsRequestSchema>;

/** The answer's text and its outbox row; null when no answer went (the SMS budgets refused it: see the outbox). */
export const smsSimulatorSmsReplySchema = z.object({ reply: z.string().nullable(), sms_id: z.number().int().nullable() });
export type SmsSimulatorSmsReply = z.infer<typeof smsSimulatorSmsReplySchema>;

/**
 * POST /user/v1/sms-simulator/ussd/ — one screen of a USSD session: `text` is every choice so far joined by
 * `*` ("" when dialling). `session_id` names the session, as the gateway's does; the screen depends on `text` alone.
 */
export const smsSimulatorUssdRequestSchema = z.object({
  company: idRef,
  farmer_id: idRef,
  session_id: z.string({ error: typeError }).trim().min(1, { message: 'required' }).max(64, { message: 'too_long' }),
  text: z.string({ error: typeError }).max(SIMULATOR_USSD_MAX, { message: 'too_long' }),
});
export type SmsSimulatorUssdRequest = z.infer<typeof smsSimulatorUssdRequestSchema>;

/** The whole screen as the gateway gets it: `CON …` (another screen follows) or `END …` (the last). */
export const smsSimulatorUssdScreenSchema = z.object({ screen: z.string() });
export type SmsSimulatorUssdScreen = z.infer<typeof smsSimulatorUssdScreenSchema>;
