import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './service';
import { LANGUAGES } from '@coldroom/contract';
import { linkProblem, allowedLinkBases, invitationText, partProblem, signupLink } from '../../modules/invitations/links';
import { DEFAULT_SMS_BUDGETS } from './budgets';
import { DEFAULT_SMS_COUNTRIES, phoneCountry } from './countries';
import { maskOneTimeCodes, oneTimeCodeIn } from './secrets';
import { smsText, type SmsTemplate } from './templates';

describe('SMS retry delays', () => {
  it('double from the base and stop growing at 64 times it', () => {
    expect([1, 2, 3, 4, 7, 8, 20].map((n) => retryDelayMs(n, 1000))).toEqual([1000, 2000, 4000, 8000, 64_000, 64_000, 64_000]);
  });
});

describe('links in SMS', () => {
  const bases = allowedLinkBases({
    appPublicUrl: 'https://app.example.org/coldroom',
    android: { versionCode: '1', storeUrl: 'https://play.google.com/store/apps/details?id=org.coldroom' },
    ios: { versionCode: '1', storeUrl: 'https://apps.apple.com/app/id123' },
  });
  it.each([
    ['https://app.example.org/coldroom/auth', null],
    ['https://app.example.org/coldroom', null],
    ['https://app.example.org/coldroomx/auth', 'link_not_allowed'],
    ['https://app.example.org/other', 'link_not_allowed'],
    ['https://play.google.com/store/apps/details?id=org.coldroom', null],
    ['https://apps.apple.com/app/id123', null],
    ['https://apps.apple.com/app/id999', 'link_not_allowed'],
    ['http://app.example.org/coldroom/auth', 'link_not_allowed'],
    ['ftp://app.example.org/coldroom', 'invalid_url'],
    ['//app.example.org/coldroom', 'invalid_url'],
  ])('%s → %s', (link, problem) => {
    expect(linkProblem(link, bases)).toBe(problem);
  });

  it('put the code and phone into the sign-up link and join the parts', () => {
    const link = signupLink('https://app.example.org/coldroom/auth?lang=hi', 'ABCD1234', '+2348030000001');
    expect(link).toBe('https://app.example.org/coldroom/auth?lang=hi&code=ABCD1234&phone=%2B2348030000001');
    expect(invitationText({ partOne: ' Join us: ', link, partTwo: '', urlTwo: null })).toBe(`Join us: ${link}`);
  });
});

describe('the words of an invitation', () => {
  const bases = allowedLinkBases({
    appPublicUrl: 'https://app.example.org',
    android: { versionCode: '1', storeUrl: 'https://play.google.com/store/apps/details?id=org.coldroom' },
    ios: { versionCode: '1', storeUrl: 'https://apps.apple.com/app/id123' },
  });
  it.each([
    ['Sunny Cold Rooms invites you to Coldroom. Create your account here:', null],
    ['The link works for 24 hours.', null],
    ['सनी कोल्ड रूम्स आपको Coldroom में आमंत्रित करती है।', null],
    ['See https://app.example.org/faq first.', null],
    ['Install it: https://play.google.com/store/apps/details?id=org.coldroom', null],
    ['S.A. Agro Ltd. invites you', null],
    ['URGENT: call now http://evil.example', 'link_not_allowed'],
    ['visit www.evil.example', 'link_not_allowed'],
    ['or evil.example/unlock', 'link_not_allowed'],
    ['https://app.example.org.evil.example/auth', 'link_not_allowed'],
    ['Call +234 803 000 9999', 'phone_number_not_allowed'],
    ['Call 0803-000-9999', 'phone_number_not_allowed'],
    ['कॉल करें ९८७६५४३२१०', 'phone_number_not_allowed'],
  ])('%s → %s', (text, problem) => {
    expect(partProblem(text, bases)).toBe(problem);
  });
});

describe('one-time codes and templates', () => {
  it('masks and finds 6-digit codes, not longer numbers', () => {
    expect(maskOneTimeCodes('Code: 123456. Ref 1234567')).toBe('Code: ••••••. Ref 1234567');
    expect(oneTimeCodeIn('कोड 654321 है।')).toBe('654321');
    expect(oneTimeCodeIn('no code 12345')).toBeNull();
  });

  it.each(LANGUAGES)('has every template in %s, with its values filled in', (language) => {
    const templates: SmsTemplate[] = ['verification', 'password_reset', 'signup_existing', 'signup_no_login'];
    for (const template of templates) {
      const text = smsText(template, language, { code: '482913', minutes: 30, url: 'https://app.example.org/auth' });
      expect(text, template).not.toMatch(/[{}]/);
      if (template === 'verification' || template === 'password_reset') {
        expect(text).toContain('482913');
        expect(text).toContain('30');
      }
      if (template === 'signup_existing') expect(text).toContain('https://app.example.org/auth');
      if (language !== 'en') expect(text).not.toBe(smsText(template, 'en', { code: '482913', minutes: 30, url: 'https://app.example.org/auth' }));
    }
  });

  it('knows the country of a number', () => {
    expect(['+2348030000001', '+919876543210', '+14155552671', '+33612345678'].map(phoneCountry)).toEqual(['NG', 'IN', 'US', 'FR']);
  });
});

describe('SMS configuration', () => {
  it('takes budget overrides and a country list, and names what is wrong', async () => {
    const { parseConfig } = await import('../../config');
    const defaults = parseConfig({}).sms;
    expect(defaults.budgets).toEqual(DEFAULT_SMS_BUDGETS);
    expect(defaults.countries).toEqual(DEFAULT_SMS_COUNTRIES);
    expect(defaults.countries).not.toContain('US');
    const changed = parseConfig({ SMS_BUDGETS: 'receipt.company_hour=800, invitation.destination_day=0', SMS_COUNTRIES: 'ng, in,GH' }).sms;
    expect(changed.budgets.receipt).toEqual({ ...DEFAULT_SMS_BUDGETS.receipt, company_hour: 800 });
    expect(changed.budgets.invitation.destination_day).toBe(0);
    expect(changed.countries).toEqual(['NG', 'IN', 'GH']);
    expect(() => parseConfig({ SMS_BUDGETS: 'receipts.company_hour=5' })).toThrow(/SMS_BUDGETS.*"receipts" is not an SMS kind/);
    expect(() => parseConfig({ SMS_BUDGETS: 'receipt.week=5' })).toThrow(/SMS_BUDGETS.*"week" is not a budget scope/);
    expect(() => parseConfig({ SMS_BUDGETS: 'receipt.company_hour=-1' })).toThrow(/SMS_BUDGETS/);
    expect(() => parseConfig({ SMS_COUNTRIES: 'NG,XX' })).toThrow(/SMS_COUNTRIES.*XX/);
  });


  it('defaults to the outbox and needs an API key for Infobip', async () => {
    const { parseConfig } = await import('../../config');
    expect(parseConfig({}).sms).toMatchObject({ provider: 'outbox', sender: 'Coldroom', maxAttempts: 5, retryBaseMs: 30_000 });
    expect(() => parseConfig({ SMS_PROVIDER: 'infobip' })).toThrow(/INFOBIP_API_KEY: is required/);
    const infobip = parseConfig({ SMS_PROVIDER: 'infobip', INFOBIP_API_KEY: 'abcdefgh12', INFOBIP_BASE_URL: 'https://xyz.api.infobip.com/' }).sms;
    expect(infobip.infobip).toEqual({ baseUrl: 'https://xyz.api.infobip.com', apiKey: 'abcdefgh12' });
    expect(() => parseConfig({ SMS_PROVIDER: 'twilio' })).toThrow(/SMS_PROVIDER/);
  });
});
