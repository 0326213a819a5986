import { describe, expect, it } from 'vitest';
import { adminImpactQuerySchema, impactQuerySchema, impactReportInputSchema, monthsBetween } from './impact';

const issues = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('impact filters', () => {
  it('counts months with both ends included', () => {
    expect(monthsBetween('2025-01', '2025-01')).toBe(1);
    expect(monthsBetween('2024-11', '2025-02')).toBe(4);
    expect(monthsBetween('2021-01', '2025-12')).toBe(60);
  });

  it('takes months, ids, a crop code and a gender', () => {
    expect(impactQuerySchema.parse({ from: '2025-01', to: '2025-12', location: '3', cooling_unit: '4', crop: 'tomato', gender: 'female' })).toEqual({
      from: '2025-01', to: '2025-12', location: 3, cooling_unit: 4, crop: 'tomato', gender: 'female',
    });
    expect(adminImpactQuerySchema.parse({ from: '2025-01', to: '2025-01', company: '9' }).company).toBe(9);
  });

  it('names the field of each bad value', () => {
    expect(issues(impactQuerySchema.safeParse({ from: '2025-13', to: '2025-01' }))).toMatchObject({ from: 'invalid' });
    expect(issues(impactQuerySchema.safeParse({ from: '2025-03', to: '2025-01' }))).toEqual({ from: 'from_after_to' });
    expect(issues(impactQuerySchema.safeParse({ from: '2020-01', to: '2025-01' }))).toEqual({ to: 'range_too_long' });
    expect(issues(impactQuerySchema.safeParse({ from: '2025-01', to: '2025-01', gender: 'x' }))).toEqual({ gender: 'invalid' });
    expect(issues(impactQuerySchema.safeParse({ from: '2025-01', to: '2025-01', crop: 'Tomato!' }))).toEqual({ crop: 'invalid' });
    expect(impactReportInputSchema.safeParse({ from: '2025-01', to: '2025-01', extra: 1 }).success).toBe(false);
  });
});
