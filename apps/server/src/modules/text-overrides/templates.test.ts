import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@coldroom/contract';
import { placeholdersOf, templateProblem } from '@coldroom/domain';
import { reminderSmsText } from '../accounts/messages';
import { pickupSmsText } from '../notifications/pickup-sms';
import { requiredPlaceholders, smsTemplate, smsTemplateList } from './templates';

describe('the SMS templates a company may reword', () => {
  it.each(smsTemplateList().flatMap((template) => LANGUAGES.map((language) => [template.key, language] as const)))(
    "%s in %s: the default itself passes a company text's checks",
    (key, language) => {
      const entry = smsTemplate(key)!;
      const text = entry.defaultText(language);
      expect(placeholdersOf(text), text).not.toBeNull();
      expect(templateProblem(text, { required: requiredPlaceholders(entry), optional: entry.optional })).toBeNull();
    },
  );

  it('a company text is filled as the default is: glossary words and money in the farmer’s language', () => {
    const own = 'Abeg, {company}: carry your {crop} from {coldRoom} {room} — e no go last pass {days}.';
    expect(pickupSmsText('en', { company: 'Kano Fresh', crop: 'Tomato', room: 'Room A' }, own)).toBe(
      'Abeg, Kano Fresh: carry your Tomato from cold room Room A — e no go last pass 2 days.',
    );
    expect(reminderSmsText('en', { company: 'Kano Fresh', currency: 'NGN', owedMinor: 150_000 }, 'Pay {amount} to {company}, {company} thanks you.')).toBe(
      'Pay ₦1,500.00 to Kano Fresh, Kano Fresh thanks you.',
    );
  });
});
