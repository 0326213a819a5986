import { ApiError } from './api';
import { applyServerErrors, fieldReasonKey } from './serverErrors';

function fakeForm(values: object) {
  const errors: Record<string, string> = {};
  return { values, errors, setFieldError: (path: never, error: string) => void (errors[path as string] = error) };
}

describe('server field errors on form fields', () => {
  it('maps the contract’s reasons to texts, and unknown ones to a general text', () => {
    expect(fieldReasonKey('taken')).toBe('forms.taken');
    expect(fieldReasonKey('password_needs_digit')).toBe('forms.passwordNeedsDigit');
    expect(fieldReasonKey('invalid_phone')).toBe('forms.phoneInvalid');
    expect(fieldReasonKey('nul_character')).toBe('forms.unsupportedCharacter');
    expect(fieldReasonKey('lone_surrogate')).toBe('forms.unsupportedCharacter');
    expect(fieldReasonKey('something_new')).toBe('forms.invalid');
  });

  it('puts each reason on the field of the same name or the same last part, and reports the rest', () => {
    const form = fakeForm({ phone: '', email: '', company_name: '' });
    const error = new ApiError(409, 'duplicate', 'taken', { 'user.phone': 'taken', email: 'invalid_email', 'company.name': 'taken', other: 'required' });
    const unmatched = applyServerErrors(form, error, (path) => (path === ['company', 'name'].join('.') ? 'company_name' : undefined));
    expect(form.errors).toEqual({ phone: 'forms.taken', email: 'forms.emailInvalid', company_name: 'forms.taken' });
    expect(unmatched).toEqual(['other']);
  });

  it('accepts a plain map of server paths too, and ignores failures that are not API errors', () => {
    const form = fakeForm({ phone: '' });
    applyServerErrors(form, new ApiError(400, 'invalid_input', 'bad', { phoneNumber: 'invalid_phone' }), { phoneNumber: 'phone' });
    expect(form.errors).toEqual({ phone: 'forms.phoneInvalid' });
    expect(applyServerErrors(form, new TypeError('offline'))).toEqual([]);
  });
});
