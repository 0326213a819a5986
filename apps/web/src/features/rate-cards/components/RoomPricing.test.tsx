import { crateCharge, formatMoney, type RateCard } from '@coldroom/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes, stubFetch } from '../../../test/render';
import { actAs } from '../../../test/sessions';
import { staffRoom } from '../../cooling-units/test/rooms';
import { companyToday } from '../../accounts/allocation';
import { RoomPricing } from './RoomPricing';

const DAILY: RateCard = { basis: 'crate', period: 'day', rate_minor: 15000 };
const VERSIONS = [
  { id: 6, cooling_unit_id: 1, crop_id: 'tomato', version: 3, effective_from: '2999-01-01', card: { basis: 'crate', period: 'day', rate_minor: 6000, first_period: { days: 7, amount_minor: 30000 } }, created_by_user_id: 1, created_at: '2026-01-01T00:00:00Z' },
  { id: 5, cooling_unit_id: 1, crop_id: 'tomato', version: 2, effective_from: '2026-01-10', card: DAILY, created_by_user_id: 1, created_at: '2026-01-10T00:00:00Z' },
  { id: 4, cooling_unit_id: 1, crop_id: 'tomato', version: 1, effective_from: '2000-01-01', card: { basis: 'crate', period: 'once', rate_minor: 50050 }, created_by_user_id: null, created_at: '2026-01-01T00:00:00Z' },
];
const PREVIEW = {
  rate_card_id: 5,
  currency: 'NGN',
  lots: 3,
  farmers: 2,
  before_minor: 120000,
  after_minor: 150000,
  change_minor: 30000,
  items: [],
};

type Answer = { status?: number; body?: unknown };
function renderPricing(onCreate: (body: unknown) => Answer = (body) => ({ status: 201, body: { ...VERSIONS[1], id: 7, version: 4, ...(body as object) } })) {
  actAs('Service Provider');
  const stub = stubFetch((url, init) => {
    const method = init.method ?? 'GET';
    if (url.includes('/cooling-units/1/rate-cards/') && method === 'POST') return onCreate(JSON.parse(String(init.body)));
    if (url.includes('/cooling-units/1/rate-cards/?crop=tomato')) return { body: { items: VERSIONS } };
    if (url.includes('/cooling-units/1/rate-cards/?crop=onion')) return { body: { items: [] } };
    if (url.endsWith('/rate-cards/5/apply/') && method === 'GET') return { body: PREVIEW };
    if (url.endsWith('/rate-cards/5/apply/') && method === 'POST') return { body: { ...PREVIEW, sms_queued: 2 } };
    if (url.includes('/user/v1/companies/')) return { body: { id: 1, name: 'Demo', currency: 'NGN', crop: ['tomato'] } };
    return { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } };
  });
  renderRoutes([{ path: '/', element: <RoomPricing room={staffRoom()} /> }]);
  return stub;
}

const posts = (calls: { url: string; init: RequestInit }[], path: string) =>
  calls.filter((call) => call.init.method === 'POST' && call.url.includes(path)).map((call) => JSON.parse(String(call.init.body)) as Record<string, unknown>);
const editor = () => screen.findByRole('form', { name: 'New price for Tomato' });
const money = (minor: number) => formatMoney(minor, 'NGN', 'en', 'narrowSymbol');
async function fill(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  if (text) {
    await userEvent.click(input);
    await userEvent.paste(text);
  }
}

describe('a room’s pricing', () => {
  it('starts from the card in force and fills a valid card from each preset', async () => {
    const { calls } = renderPricing();
    const form = await editor();
    expect(screen.getByText(`In force now: ${money(15000)} per crate per day`)).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Price (NGN)' })).toHaveValue('150.00');
    for (const name of ['Fixed per crate', 'Seasonal per quintal', 'First week flat, then daily', 'Tiers by days stored', 'Daily per crate']) {
      await userEvent.click(within(form).getByRole('button', { name }));
      expect(within(form).getByRole('button', { name })).toHaveAttribute('aria-pressed', 'true');
      // A valid card: the example is priced and no field is marked.
      expect(within(form).getByText(/ cost /)).toBeInTheDocument();
      expect(within(form).queryAllByRole('textbox').filter((box) => box.getAttribute('aria-invalid') === 'true')).toEqual([]);
    }
    await userEvent.click(within(form).getByRole('button', { name: 'Seasonal per quintal' }));
    expect(within(form).getByRole('radio', { name: 'Quintal' })).toBeChecked();
    expect(within(form).getByRole('textbox', { name: 'Name of the season' })).toHaveValue('Main season');
    expect(within(form).getByRole('textbox', { name: 'Price for the season (NGN)' })).toHaveValue('9000.00');
    await userEvent.click(within(form).getByRole('button', { name: 'Tiers by days stored' }));
    expect(within(form).getAllByRole('textbox', { name: 'From day' }).map((box) => (box as HTMLInputElement).value)).toEqual(['1', '8', '31']);
    expect(posts(calls, '/rate-cards/')).toEqual([]);
  });

  it('shows a tier gap on the tier’s field and sends nothing', async () => {
    const { calls } = renderPricing();
    const form = await editor();
    await userEvent.click(within(form).getByRole('button', { name: 'Tiers by days stored' }));
    const from = within(form).getAllByRole('textbox', { name: 'From day' });
    await fill(from[0]!, '3');
    await fill(from[2]!, '8');
    await userEvent.click(within(form).getByRole('button', { name: 'Save the new price' }));
    expect(await within(form).findByText('The first tier starts on day 1, so that no day is left without a price.')).toBeInTheDocument();
    expect(within(form).getByText('Each tier starts after the one before it.')).toBeInTheDocument();
    expect(from[0]).toHaveAttribute('aria-invalid', 'true');
    expect(from[1]).not.toHaveAttribute('aria-invalid', 'true');
    expect(from[2]).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByText('Correct the price above to see what it costs.')).toBeInTheDocument();
    expect(posts(calls, '/cooling-units/1/rate-cards/')).toEqual([]);
  });

  it('prices the live example with the domain, as the card is edited', async () => {
    renderPricing();
    const form = await editor();
    await userEvent.click(within(form).getByRole('button', { name: 'First week flat, then daily' }));
    await userEvent.click(within(form).getByRole('switch', { name: 'A minimum charge' }));
    await fill(within(form).getByRole('textbox', { name: 'Minimum (NGN)' }), '9000');
    await fill(within(form).getByRole('textbox', { name: 'Free days' }), '2');
    await fill(within(form).getByRole('textbox', { name: 'kg per crate' }), '25');
    await fill(within(form).getByRole('textbox', { name: 'Days stored' }), '45');
    const card: RateCard = { basis: 'crate', period: 'day', rate_minor: 15000, grace_days: 2, first_period: { days: 7, amount_minor: 75000 }, minimum: { per: 'crate', amount_minor: 900000 } };
    const charge = crateCharge(card, { checked_in_on: companyToday(), days: 45 }, 25_000, 10);
    expect(await within(form).findByText(`10 crates of 25 kg for 45 days cost ${money(charge.fee_minor * 10)}`)).toBeInTheDocument();
    expect(within(form).getByText(`Each crate: ${money(charge.fee_minor)}`)).toBeInTheDocument();
    const lines = within(form).getByRole('list', { name: 'Price for each crate' });
    expect(within(lines).getByText('First 2 days (free days)')).toBeInTheDocument();
    expect(within(lines).getByText('First 7 days (flat price)')).toBeInTheDocument();
    expect(within(lines).getByText('Days 8–43')).toBeInTheDocument();
    expect(within(lines).getByText(`36 × ${money(15000)} a day`)).toBeInTheDocument();
    expect(within(form).getByText('The minimum charge applies.')).toBeInTheDocument();
  });

  it('posts the card in minor units from the date chosen', async () => {
    const { calls } = renderPricing();
    const form = await editor();
    await userEvent.click(within(form).getByRole('button', { name: 'Seasonal per quintal' }));
    await fill(within(form).getByRole('textbox', { name: 'Price outside the season (NGN)' }), '4');
    await fill(within(form).getByRole('textbox', { name: 'Price for the season (NGN)' }), '240,50');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Season ends: month' }), '09');
    await fill(within(form).getByLabelText(/Takes effect on/), '2999-03-01');
    await userEvent.click(within(form).getByRole('button', { name: 'Save the new price' }));
    await waitFor(() => expect(posts(calls, '/cooling-units/1/rate-cards/')).toHaveLength(1));
    expect(posts(calls, '/cooling-units/1/rate-cards/')[0]).toEqual({
      crop_id: 'tomato',
      effective_from: '2999-03-01',
      card: { basis: 'quintal', period: 'day', rate_minor: 400, season: { name: 'Main season', start: '02-01', end: '09-30', rate_minor: 24050 } },
    });
    expect(await screen.findByText('The new price was saved.')).toBeInTheDocument();
  });

  it('puts the server’s 400 on the field it names', async () => {
    renderPricing(() => ({
      status: 400,
      body: { error: { code: 'invalid_input', message: 'This rate card is not valid.', fields: { 'card.rate_minor': 'too_large', effective_from: 'before_today' } } },
    }));
    const form = await editor();
    const price = within(form).getByRole('textbox', { name: 'Price (NGN)' });
    await fill(price, '99999');
    await userEvent.click(within(form).getByRole('button', { name: 'Save the new price' }));
    expect(await within(form).findByText('This amount is too large.')).toBeInTheDocument();
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(price).toHaveValue('99999');
    expect(within(form).getByText('Choose today or a later date.')).toBeInTheDocument();
    expect(within(form).getByText('Some fields are not valid. Check the fields marked in red.')).toBeInTheDocument();
  });

  it('lists the versions newest first with their dates and summaries', async () => {
    renderPricing();
    const list = await screen.findByRole('list', { name: 'Versions' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/^Version/).textContent)).toEqual(['Version 3', 'Version 2', 'Version 1']);
    expect(within(items[0]!).getByText('Coming')).toBeInTheDocument();
    expect(within(items[0]!).getByText(`${money(30000)} per crate for the first 7 days, then ${money(6000)} per crate per day`)).toBeInTheDocument();
    expect(within(items[0]!).queryByRole('button', { name: 'Apply to stored lots' })).not.toBeInTheDocument();
    expect(within(items[1]!).getByText('In force')).toBeInTheDocument();
    expect(within(items[1]!).getByText('From Jan 10, 2026')).toBeInTheDocument();
    expect(within(items[2]!).getByText(`${money(50050)} per crate, once`)).toBeInTheDocument();
    expect(within(items[2]!).getByText('Earlier')).toBeInTheDocument();
  });

  it('applies a version to the stored lots after showing what changes', async () => {
    const { calls } = renderPricing();
    const list = await screen.findByRole('list', { name: 'Versions' });
    const version = within(list).getAllByRole('listitem')[1]!;
    await userEvent.click(within(version).getByRole('button', { name: 'Apply to stored lots' }));
    expect(await within(version).findByText('Apply version 2 to the lots stored now?')).toBeInTheDocument();
    const row = (name: string) => within(version).getByRole('rowheader', { name }).closest('tr')!;
    expect(row('Lots')).toHaveTextContent('3');
    expect(row('Farmers')).toHaveTextContent('2');
    expect(row('Due now')).toHaveTextContent(money(120000));
    expect(row('Due with this version')).toHaveTextContent(money(150000));
    expect(row('Change')).toHaveTextContent(`+${money(30000)}`);
    expect(posts(calls, '/apply/')).toEqual([]);
    await userEvent.click(within(version).getByRole('button', { name: 'Apply' }));
    expect(await within(version).findByText('Version 2 now bills the stored lots.')).toBeInTheDocument();
    expect(posts(calls, '/rate-cards/5/apply/')).toEqual([{ confirm: true }]);
    expect(row('SMS sent')).toHaveTextContent('2');
  });
});
