import { z } from 'zod';

/**
 * Africa's Talking's USSD callback (docs/sms-and-ussd.md §4): one POST per screen of a session, as form fields.
 * `text` holds every choice of the session joined by `*` ("" on the first screen). It may be long or odd (a
 * handset sends what the person typed): a `text` that cannot be read is answered with a polite `END` screen,
 * so only its size is bounded here.
 */
export const africasTalkingUssdSchema = z.object({
  sessionId: z.string().min(1).max(100),
  serviceCode: z.string().max(40).optional(),
  phoneNumber: z.string().min(1).max(32),
  networkCode: z.string().max(20).optional(),
  text: z.string().max(1000).optional(),
});
export type AfricasTalkingUssd = z.infer<typeof africasTalkingUssdSchema>;

/** The most characters (UTF-16 units) a USSD screen may hold, `CON `/`END ` included: what most networks show. */
export const USSD_SCREEN_MAX = 182;
