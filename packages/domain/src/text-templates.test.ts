import { describe, expect, it } from 'vitest';
import { fillTemplate, placeholdersOf, templateProblem } from './text-templates';

const welcome = { required: ['company', 'code'], optional: ['village'] };

describe('placeholdersOf', () => {
  it('names each blank once, in order of first use', () => {
    expect(placeholdersOf('{company}: code {code}. {company}!')).toEqual(['company', 'code']);
    expect(placeholdersOf('no blanks')).toEqual([]);
  });
  it.each(['{company', 'company}', '{{code}}', '{}', '{ code }', '{co{de}'])('%s has unbalanced or unnamed braces', (text) => {
    expect(placeholdersOf(text)).toBeNull();
  });
});

describe('templateProblem', () => {
  it('accepts the required blanks in any order, with optional ones', () => {
    expect(templateProblem('Code {code} at {company} ({village})', welcome)).toBeNull();
  });
  it('refuses an unknown blank, then a missing one, then bad braces', () => {
    expect(templateProblem('{company} {code} {foo}', welcome)).toEqual({ code: 'unknown_placeholder', placeholder: 'foo' });
    expect(templateProblem('Welcome to {company}', welcome)).toEqual({ code: 'missing_placeholder', placeholder: 'code' });
    expect(templateProblem('Welcome to {company {code}', welcome)).toEqual({ code: 'unbalanced_braces' });
  });
});

describe('fillTemplate', () => {
  it('fills every use of a blank and empties unknown ones', () => {
    expect(fillTemplate('{company}: {code}. {company}. {x}', { company: 'Kano Fresh', code: 'KF-1' })).toBe('Kano Fresh: KF-1. Kano Fresh. ');
  });
});
