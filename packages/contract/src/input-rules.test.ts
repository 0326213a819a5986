import { describe, expect, it } from 'vitest';
import { idTextSchema, textProblem, unsafeTextFields } from './input-rules';

describe('text every request may carry', () => {
  it.each([
    ['plain', null],
    ['Ada 🌶 Lovelace', null],
    ['हिन्दी ଓଡ଼ିଆ ગુજરાતી', null],
    ['', null],
    ['a\u0000b', 'nul_character'],
    ['\u0000', 'nul_character'],
    ['x\uD800', 'lone_surrogate'],
    ['\uDC00x', 'lone_surrogate'],
    ['\uDE00\uD83C', 'lone_surrogate'],
  ])('%j → %s', (value, problem) => {
    expect(textProblem(value)).toBe(problem);
  });

  it('names every bad field of a request part by dotted path, keys included', () => {
    const body = { name: 'ok', lots: [{ notes: 'fine' }, { crates: [{ tag: 'T\u0000' }] }], ['k\uD800']: 1, user: { email: '\uDFFF' } };
    expect(unsafeTextFields(body)).toEqual({ 'lots.1.crates.0.tag': 'nul_character', body: 'lone_surrogate', 'user.email': 'lone_surrogate' });
    expect(unsafeTextFields({ search: 'x\u0000' })).toEqual({ search: 'nul_character' });
    expect(unsafeTextFields('\u0000')).toEqual({ body: 'nul_character' });
    expect(unsafeTextFields({ a: 1, b: [true, null, 'ok'] })).toEqual({});
  });

  it('never quotes a key that does not look like a field name', () => {
    expect(unsafeTextFields({ '<script>alert(1)</script>': 'x\u0000' })).toEqual({ '*': 'nul_character' });
  });

  it('walks any depth without recursion', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    const found = unsafeTextFields(deep);
    expect(Object.values(found)).toEqual(['nul_character']);
    expect(Object.keys(found)[0]!.length).toBeLessThan(210);
  });
});

describe('ids in paths and query strings', () => {
  it.each(['1', '42', '9007199254740991'])('%s is an id', (text) => {
    expect(idTextSchema.parse(text)).toBe(Number(text));
  });
  it.each(['0', '01', '+1', ' 1', '1 ', '-1', '1.0', '1e3', '0x10', '9007199254740992', '99999999999999999999', '', 'abc'])('%j is not', (text) => {
    expect(idTextSchema.safeParse(text).success).toBe(false);
  });
});
