import { describe, expect, it } from 'vitest';
import { genderInputSchema, isLanguage, isValidEmail, passwordProblem, USER_TYPES, loginRequestSchema } from './index';

describe('email rule of spec §5', () => {
  const local64 = 'a'.repeat(64);
  it.each([
    ['sp@example.com', true],
    [`${local64}@example.com`, true],
    [`${local64}b@example.com`, false],
    [`a@${'b'.repeat(249)}.com`, false], // 255 characters in total
    [`a@${'b'.repeat(248)}.com`, true], // exactly 254
    ['no-at-sign.example.com', false],
    ['two@@example.com', false],
    ['space in@example.com', false],
    ['x@localhost', false],
  ])('%s → %s', (email, ok) => {
    expect(isValidEmail(email)).toBe(ok);
  });
});

describe('password rule of domain-rules §2', () => {
  it.each([
    ['Coldroom-demo1', null],
    ['Short1A', 'password_too_short'],
    ['alllowercase1', 'password_needs_uppercase'],
    ['NoDigitsHere', 'password_needs_digit'],
    ['A1' + 'x'.repeat(127), 'password_too_long'],
  ])('%s → %s', (password, problem) => {
    expect(passwordProblem(password)).toBe(problem);
  });
});

describe('languages and user types', () => {
  it('knows exactly the six languages of spec §9', () => {
    expect(['en', 'hi', 'or', 'gu', 'fr', 'pt'].every(isLanguage)).toBe(true);
    expect(isLanguage('de')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });
  it('maps each login user_type to its role string', () => {
    expect(USER_TYPES).toEqual({ sp: 'Service Provider', op: 'Operator', f: 'Farmer', admin: 'Administrator' });
  });
  it('refuses an unknown user_type and an unsupported language at login', () => {
    const base = { username: '+2348030000001', password: 'x' };
    expect(loginRequestSchema.safeParse({ ...base, user_type: 'sp' }).success).toBe(true);
    expect(loginRequestSchema.safeParse({ ...base, user_type: 'admin' }).success).toBe(true);
    expect(loginRequestSchema.safeParse({ ...base, user_type: 'root' }).success).toBe(false);
    expect(loginRequestSchema.safeParse({ ...base, user_type: 'f', language: 'de' }).success).toBe(false);
  });
});

describe('gender in requests', () => {
  it.each([
    ['ma', 'male'],
    ['fe', 'female'],
    ['ot', 'other'],
    ['male', 'male'],
    ['female', 'female'],
    ['other', 'other'],
  ])('%s → %s', (sent, stored) => {
    expect(genderInputSchema.parse(sent)).toBe(stored);
  });
  it('refuses anything else', () => {
    for (const sent of ['m', 'f', 'MA', 'Male', '', 'robot']) expect(genderInputSchema.safeParse(sent).success).toBe(false);
  });
});
