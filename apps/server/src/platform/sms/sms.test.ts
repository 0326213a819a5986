import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './service';
import { linkProblem, allowedLinkBases, invitationText, signupLink } from '../../modules/invitations/links';

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

describe('SMS configuration', () => {
  it('defaults to the outbox and needs an API key for Infobip', async () => {
    const { parseConfig } = await import('../../config');
    expect(parseConfig({}).sms).toMatchObject({ provider: 'outbox', sender: 'Coldroom', maxAttempts: 5, retryBaseMs: 30_000 });
    expect(() => parseConfig({ SMS_PROVIDER: 'infobip' })).toThrow(/INFOBIP_API_KEY: is required/);
    const infobip = parseConfig({ SMS_PROVIDER: 'infobip', INFOBIP_API_KEY: 'abcdefgh12', INFOBIP_BASE_URL: 'https://xyz.api.infobip.com/' }).sms;
    expect(infobip.infobip).toEqual({ baseUrl: 'https://xyz.api.infobip.com', apiKey: 'abcdefgh12' });
    expect(() => parseConfig({ SMS_PROVIDER: 'twilio' })).toThrow(/SMS_PROVIDER/);
  });
});
