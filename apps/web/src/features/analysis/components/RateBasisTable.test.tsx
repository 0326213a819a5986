import type { RevenueAnalysis } from '@coldroom/contract';
import { screen, within } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach } from 'vitest';
import fr from '../../../../public/assets/i18n/fr.json';
import { renderWithProviders } from '../../../test/render';
import { RateBasisTable } from './RateBasisTable';

type Rows = NonNullable<RevenueAnalysis['per_rate_basis']>;

// The server's answer for docs/rent-rules.md §9's example: two cards of different bases and a plain fixed price.
const rows: Rows = [
  { basis: 'crate', period: 'week', revenue_minor: 200_000, weight_kg: 40, crates: 2, check_outs: 1 },
  { basis: 'quintal', period: 'season', revenue_minor: 100_000, weight_kg: 50, crates: 2, check_outs: 2 },
  { basis: 'crate', period: 'once', revenue_minor: 30_000, weight_kg: 15, crates: 1, check_outs: 1 },
];

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('revenue by rate basis and period', () => {
  it('lists each way of charging with its revenue and crates, in the order given', () => {
    renderWithProviders(<RateBasisTable rows={rows} currency="NGN" />);
    const table = screen.getByRole('table', { name: 'Revenue by pricing' });
    const body = within(table).getAllByRole('row').slice(1);
    expect(body.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['Crate', 'Weekly', '₦2,000.00', '2'],
      ['Quintal', 'For the season', '₦1,000.00', '2'],
      ['Crate', 'Once', '₦300.00', '1'],
    ]);
    expect(body[0]).toHaveAttribute('data-minor', '200000');
    expect(screen.getByText('By the price each lot was charged, before discounts.')).toBeInTheDocument();
  });

  it('keeps to four short columns, narrow enough for a 360 px phone, amounts on one line', () => {
    renderWithProviders(<RateBasisTable rows={rows} currency="NGN" />);
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Priced per', 'Charged', 'Revenue', 'Crates']);
    for (const row of screen.getAllByRole('row').slice(1)) expect(within(row).getAllByRole('cell')[2]).toHaveStyle({ whiteSpace: 'nowrap' });
  });

  it('speaks the reader’s language', async () => {
    i18n.addResourceBundle('fr', 'translation', fr, true, true);
    await i18n.changeLanguage('fr');
    renderWithProviders(<RateBasisTable rows={rows.slice(1, 2)} currency="NGN" />);
    const row = screen.getAllByRole('row')[1]!;
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent?.replace(/\s/g, ' '))).toEqual(['Quintal', 'À la saison', '1 000,00 ₦', '2']);
    expect(screen.getByRole('table', { name: 'Recettes par tarif' })).toBeInTheDocument();
  });
});
