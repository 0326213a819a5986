import type { Language } from '@coldroom/contract';
import { cropById, cropName, smsPlainLetters } from '@coldroom/domain';
import { alertSmsText } from '../alerts/sms-text';
import { reminderSmsText, statementSmsText } from '../accounts/messages';
import { WELCOME_SMS } from '../imports/words';
import { pickupSmsText } from '../notifications/pickup-sms';
import { rateChangeText } from '../rate-cards/rate-change-text';
import { receiptSmsText } from '../../platform/pdf/receipt-sms';
import { smsSize, type SmsSize } from '../../platform/pdf/sms-segments';
import type { FarmerSmsTemplate } from '../../platform/sms/parts';
import { crateCount, dayCount, replyText, smsMoney } from './texts';

/**
 * Every SMS a farmer gets, at typical values (docs/translations.md, SMS sizes): a company of 12 characters, room
 * "Room 1", one lot of 12 crates of tomatoes stored 5 days with 9 left, 4,500 NGN owed, a 6-character code. The
 * SMS_PARTS table (platform/sms/parts.ts) is measured on these; its test renders them again.
 */
const COMPANY = 'Bodija Fresh';
const ROOM = 'Room 1';
const CODE = '7KQ2MX';
const DATE = new Date('2026-11-28T14:05:00Z');
const ZONE = 'Africa/Lagos';
const OWED = 450_000;

const smsDay = (language: Language) => new Intl.DateTimeFormat(language === 'ar' ? 'ar-u-nu-latn' : language, { day: 'numeric', month: 'short', timeZone: ZONE }).format(DATE);

export function typicalSms(language: Language, template: FarmerSmsTemplate): string {
  const crop = cropName(cropById('tomato')!, language);
  const money = (minor: number) => smsMoney(minor, 'NGN', language);
  switch (template) {
    case 'stock':
      return replyText(language, 'stockLine', {
        company: COMPANY,
        crop,
        crates: crateCount(language, 12),
        room: ROOM,
        stored: dayCount(language, 5),
        pickup: replyText(language, 'pickupIn', { days: dayCount(language, 9) }),
      });
    case 'balance':
      return [replyText(language, 'owes', { company: COMPANY, amount: money(OWED) }), replyText(language, 'lastPayment', { amount: money(200_000), date: smsDay(language) })].join('\n');
    case 'code_check_in':
      return replyText(language, 'checkIn', { code: CODE, date: smsDay(language), company: COMPANY, room: ROOM, lots: `${crop} ${crateCount(language, 12)}` });
    case 'code_check_out':
      return replyText(language, 'checkOut', { code: CODE, date: smsDay(language), company: COMPANY, crates: crateCount(language, 12), total: money(OWED), paid: money(OWED) });
    case 'help':
      return replyText(language, 'help');
    case 'not_understood':
      return `${replyText(language, 'notUnderstood')} ${replyText(language, 'help')}`;
    case 'stopped':
      return replyText(language, 'stopped');
    case 'started':
      return replyText(language, 'started');
    case 'unregistered':
      return replyText(language, 'unregistered');
    case 'pickup':
      return pickupSmsText(language, { company: COMPANY, crop, room: ROOM });
    case 'reminder':
      return reminderSmsText(language, { company: COMPANY, currency: 'NGN', owedMinor: OWED });
    case 'statement':
      return statementSmsText(language, { company: COMPANY, currency: 'NGN', from: '2026-11-01', to: '2026-11-30', openingMinor: 150_000, chargedMinor: 500_000, paidMinor: 200_000, closingMinor: OWED });
    case 'rate_change':
      return rateChangeText(language, { company: COMPANY, room: ROOM, lots: 1, from: '2026-12-01', dueMinor: OWED, currency: 'NGN' });
    case 'receipt':
      return receiptSmsText({
        language,
        company: { name: COMPANY, country: 'NG', currency: 'NGN' },
        movement: { type: 'check_out', code: CODE, time: DATE.toISOString(), timeZone: ZONE },
        operatorName: 'Musa',
        farmer: { name: 'Amina Bello' },
        room: { name: ROOM },
        lines: Array.from({ length: 3 }, (_, i) => ({ cropName: crop, crateTag: `T-${101 + i}`, weightGrams: 25_000, daysStored: 5, feeMinor: 150_000 })),
        subtotalMinor: OWED,
        discountMinor: 0,
        totalMinor: OWED,
        payment: { method: 'cash', paid: true },
      });
    case 'alert':
      return alertSmsText(language, { company: COMPANY, room: ROOM, what: 'temperature_high', since: DATE, timeZone: ZONE, critical: true });
    case 'welcome':
      return WELCOME_SMS[language].replace('{company}', COMPANY).replace('{code}', 'K7M2QX9D');
  }
}

/** The SMS's size as sent, and as sent by a company that writes SMS without tone marks (`sms_plain_letters`). */
export function typicalSmsSize(language: Language, template: FarmerSmsTemplate): { marked: SmsSize; plain: SmsSize } {
  const text = typicalSms(language, template);
  return { marked: smsSize(text), plain: smsSize(smsPlainLetters(text)) };
}
