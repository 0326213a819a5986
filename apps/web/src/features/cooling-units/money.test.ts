import { currencySymbol, normaliseAmount, parseAmount, toMajorInput } from './money';

describe('prices in major units → minor units', () => {
  it.each([
    ['1500', 'NGN', 150000],
    ['1500.5', 'NGN', 150050],
    ['1500,50', 'NGN', 150050],
    ['0.01', 'INR', 1],
    ['.5', 'NGN', 50],
    ['500', 'XOF', 500],
    ['1.250', 'KWD', 1250],
    ['12.500', 'NGN', 1250],
  ])('%s %s is %d minor units', (input, currency, minor) => expect(parseAmount(input, currency)).toEqual({ minor }));

  it('refuses what it cannot read exactly, and says why', () => {
    expect(parseAmount('', 'NGN')).toEqual({ problem: 'required' });
    expect(parseAmount('1,500.00', 'NGN')).toEqual({ problem: 'invalid' });
    expect(parseAmount('1 500', 'NGN')).toEqual({ problem: 'invalid' });
    expect(parseAmount('-5', 'NGN')).toEqual({ problem: 'invalid' });
    expect(parseAmount('1,000', 'NGN')).toEqual({ problem: 'invalid' });
    expect(parseAmount('12.345', 'NGN')).toEqual({ problem: 'decimals' });
    expect(parseAmount('12.5', 'XOF')).toEqual({ problem: 'decimals' });
  });

  it('normalises a decimal comma and nothing else', () => {
    expect(normaliseAmount('12,5')).toBe('12.5');
    expect(normaliseAmount('1.234,5')).toBeNull();
  });

  it('shows stored minor units back in major units for editing', () => {
    expect(toMajorInput(150050, 'NGN')).toBe('1500.50');
    expect(toMajorInput(500, 'XOF')).toBe('500');
  });

  it('finds the currency sign for the price field', () => {
    expect(currencySymbol('en', 'NGN')).toBe('₦');
    expect(currencySymbol('hi', 'INR')).toBe('₹');
  });
});
