import { codeProblem, emailProblem, newPasswordProblem, phoneProblem, repeatProblem, tidyPhone } from './formRules';

describe('form rules (the server’s rules, checked before a slow round trip)', () => {
  it.each([
    ['+234 803 000 0001', '+2348030000001'],
    ['00234-803-000-0001', '+2348030000001'],
    ['+91 (98765) 43210', '+919876543210'],
  ])('tidies %s to E.164', (typed, e164) => {
    expect(tidyPhone(typed)).toBe(e164);
    expect(phoneProblem(typed)).toBeNull();
  });

  it.each([
    ['', 'forms.phoneRequired'],
    ['08030000001', 'forms.phoneInvalid'],
    ['+234 80', 'forms.phoneInvalid'],
    ['+0123456789', 'forms.phoneInvalid'],
    ['call me', 'forms.phoneInvalid'],
  ])('refuses the phone %j', (typed, key) => {
    expect(phoneProblem(typed)).toBe(key);
  });

  it('lets an optional phone be empty', () => {
    expect(phoneProblem('  ', false)).toBeNull();
  });

  it('checks emails as spec §5 says (254 in all, 64 before the at-sign)', () => {
    expect(emailProblem('')).toBeNull();
    expect(emailProblem('', true)).toBe('forms.emailRequired');
    expect(emailProblem('ada@example.com')).toBeNull();
    expect(emailProblem('ada@example')).toBe('forms.emailInvalid');
    expect(emailProblem(`${'a'.repeat(65)}@example.com`)).toBe('forms.emailInvalid');
    expect(emailProblem(`a@${'b'.repeat(250)}.com`)).toBe('forms.emailInvalid');
  });

  it.each([
    ['', 'forms.passwordRequired'],
    ['Short1', 'forms.passwordTooShort'],
    ['longenough1', 'forms.passwordNeedsUppercase'],
    ['Longenough', 'forms.passwordNeedsDigit'],
    [`A1${'x'.repeat(127)}`, 'forms.passwordTooLong'],
    ['Coldroom-demo1', null],
  ])('password %j → %s', (password, key) => {
    expect(newPasswordProblem(password)).toBe(key);
  });

  it('wants the repeated password to match', () => {
    expect(repeatProblem('Abcdefg1', 'Abcdefg1')).toBeNull();
    expect(repeatProblem('Abcdefg2', 'Abcdefg1')).toBe('forms.passwordsDiffer');
  });

  it('reads 8-character codes with spaces or dashes', () => {
    expect(codeProblem('ab12 cd-34', 8)).toBeNull();
    expect(codeProblem('', 8)).toBe('forms.codeRequired');
    expect(codeProblem('AB12CD3', 8)).toBe('forms.codeInvalid');
    expect(codeProblem('AB12CD3!', 8)).toBe('forms.codeInvalid');
  });
});
