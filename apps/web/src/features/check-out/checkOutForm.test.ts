import { ApiError } from '../../lib/api';
import { storedCrate } from '../../test/operations';
import { checkDiscount, lineErrorsOf, selectionLines, toCheckOutRequest } from './checkOutForm';

const crates = [storedCrate(1, 25), storedCrate(2, 20), storedCrate(3, 12.5)];

describe('check-out selection', () => {
  it('takes whole crates, or a valid part of one', () => {
    const { lines, errors } = selectionLines({ 1: { part: false, weight: '' }, 3: { part: true, weight: '5,25' } }, crates);
    expect(lines).toEqual([
      { crate_id: 1, weight_kg: null },
      { crate_id: 3, weight_kg: 5.25 },
    ]);
    expect(errors).toEqual({});
  });

  it.each([
    ['', 'checkOut.errors.partRequired'],
    ['0', 'checkOut.errors.partWeight'],
    ['1.2345', 'checkOut.errors.partWeight'],
    ['12.501', 'checkOut.errors.partTooHeavy'],
  ])('refuses the part "%s"', (weight, key) => {
    const { lines, errors } = selectionLines({ 3: { part: true, weight } }, crates);
    expect(lines).toEqual([]);
    expect(errors).toEqual({ 3: key });
  });

  it('accepts the whole weight as a part', () => {
    expect(selectionLines({ 3: { part: true, weight: '12.5' } }, crates).lines).toEqual([{ crate_id: 3, weight_kg: 12.5 }]);
  });
});

describe('discount bounds (0 ≤ discount ≤ total due)', () => {
  const dues = [30_000, 12_345];
  it.each([
    ['', 0],
    ['0', 0],
    ['100', 10_000],
    ['423.45', 42_345],
    ['423,45', 42_345],
  ])('"%s" → %i minor units', (text, minor) => {
    expect(checkDiscount(text, 'NGN', dues)).toEqual({ minor, problem: null });
  });
  it.each([
    ['423.46', 'checkOut.errors.discountTooLarge'],
    ['10.555', 'operations.money.decimals'],
    ['1,000.00', 'operations.money.invalid'],
    ['-5', 'operations.money.invalid'],
  ])('refuses "%s"', (text, problem) => {
    expect(checkDiscount(text, 'NGN', dues)).toEqual({ minor: null, problem });
  });
  it('follows the currency’s decimals (XOF has none)', () => {
    expect(checkDiscount('500', 'XOF', [1_000])).toEqual({ minor: 500, problem: null });
    expect(checkDiscount('5.5', 'XOF', [1_000]).problem).toBe('operations.money.decimals');
  });
});

describe('check-out request and refusals', () => {
  it('leaves the weight out for whole crates', () => {
    const body = toCheckOutRequest({
      roomId: 4,
      farmerId: 3,
      lines: [
        { crate_id: 1, weight_kg: null },
        { crate_id: 3, weight_kg: 5 },
      ],
      discountMinor: 500,
      method: 'mobile_money',
      paid: false,
    });
    expect(body).toEqual({
      cooling_unit_id: 4,
      farmer_id: 3,
      lines: [{ crate_id: 1 }, { crate_id: 3, weight_kg: 5 }],
      discount_minor: 500,
      payment_method: 'mobile_money',
      paid: false,
    });
  });

  it('puts the server’s line refusals on the crates', () => {
    const lines = [
      { crate_id: 7, weight_kg: null },
      { crate_id: 8, weight_kg: 3 },
    ];
    const error = new ApiError(409, 'crate_unavailable', 'gone', { 'lines.0.crate_id': 'crate_unavailable', 'lines.1.weight_kg': 'weight_exceeds_remaining' });
    expect(lineErrorsOf(error, lines)).toEqual({ 7: 'checkOut.lineRefused.gone', 8: 'checkOut.lineRefused.weight' });
    expect(lineErrorsOf(new Error('x'), lines)).toEqual({});
  });
});
