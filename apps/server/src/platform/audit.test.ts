import { describe, expect, it } from 'vitest';
import { auditChanges } from './audit';

describe('the before and after of an update', () => {
  it('keeps only the named fields that really changed, compared as values', () => {
    const before = { name: 'Old', capacity: 10, crops: [{ crop: 'tomato', rate: 100 }], sensor: false, untouched: 'x' };
    const after = { name: 'New', capacity: 10, crops: [{ crop: 'tomato', rate: 150 }], sensor: true, untouched: 'y' };
    expect(auditChanges(before, after, ['name', 'capacity', 'crops', 'sensor'])).toEqual({
      before: { name: 'Old', crops: [{ crop: 'tomato', rate: 100 }], sensor: false },
      after: { name: 'New', crops: [{ crop: 'tomato', rate: 150 }], sensor: true },
    });
  });

  it('leaves out personal data and fields neither side has; a missing value reads as null', () => {
    const changes = auditChanges({ first_name: 'Ada', phone: '+1', email: 'a@b.c', bank_name: null }, { first_name: 'Bola', phone: '+2', email: null, bank_name: 'First' }, [
      'first_name',
      'phone',
      'email',
      'bank_name',
      'remove_logo',
    ]);
    expect(changes).toEqual({ before: { bank_name: null }, after: { bank_name: 'First' } });
  });
});
