import type { FarmerSurvey, FarmerSurveyResponse } from '@coldroom/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chooseOption, label, retype } from '../../../test/forms';
import { MUSA, page } from '../../../test/operations';
import { renderRoutes, stubFetch } from '../../../test/render';
import { actAs } from '../../../test/sessions';
import { FarmerSurveyPage } from './FarmerSurveyPage';

const SAVED: FarmerSurvey = {
  kind: 'farmer',
  cold_room_experience: false,
  experience_months: null,
  currency: 'XOF',
  commodities: [{ crop_id: 'tomato', unit: 'crates', kg_per_unit: 25, total_kg: 1000, self_consumed_kg: 100, sold_kg: 800, sold_below_market_kg: 200, average_price_minor: 3000, season_months: 4, main_loss_reason: 'spoilage' }],
  updated_at: '2026-11-20T09:00:00Z',
  updated_by: 'Amina Bello',
};
const answer = (survey: FarmerSurvey | null, country: string | null = 'NG'): FarmerSurveyResponse => ({ farmer: { id: 3, name: 'Musa Ibrahim', country }, survey });
const error400 = (fields: Record<string, string>) => ({ status: 400, body: { error: { code: 'invalid_input', message: 'x', fields } } });

/** Stubs the survey (and for staff the company and the farmer search); PUT answers with `onPut`. */
function setUp(survey: FarmerSurvey | null, onPut: (body: Record<string, unknown>) => { status?: number; body?: unknown } = () => ({ body: answer(SAVED) }), country: string | null = 'NG') {
  return stubFetch((url, init) => {
    if (url.includes('/user/v1/companies/')) return { body: { id: 1, name: 'Demo Cold Rooms', country: 'IN', currency: 'INR' } };
    if (url.includes('/user/v1/farmers/')) return { body: page([MUSA]) };
    if (url.includes('/surveys/farmer/') && init.method === 'PUT') return onPut(JSON.parse(String(init.body)));
    if (url.includes('/surveys/farmer/')) return { body: answer(survey, country) };
    return { status: 404 };
  });
}



/** Fills one crop card completely: 500 kg of onions in 50 kg bags, all of it sold, at `price` a bag. */
async function fillOnions(card: HTMLElement, price: string) {
  await chooseOption(card, /^Crop/, 'Onion');
  await chooseOption(card, /^Unit/, 'bags');
  await retype(card, 'Weight of one unit', '50');
  await retype(card, 'Harvest per season', '500');
  await retype(card, 'Sold per season', '500');
  await retype(card, 'Average price per unit', price);
  await retype(card, 'Season length', '3');
  await chooseOption(card, /^Main reason for losses/, 'Pests');
}

const currencyValue = () => (screen.getByRole('combobox', { name: /^Currency/ }) as HTMLInputElement).value;
const putBody = (calls: { url: string; init: RequestInit }[]) => JSON.parse(String(calls.find((call) => call.init.method === 'PUT')!.init.body));

describe('farmer survey page', { timeout: 120_000 }, () => {
  it('lets a farmer fill their own first survey, in their country’s currency, naming every missing field', async () => {
    actAs('Farmer');
    const { calls } = setUp(null, () => ({ body: answer(SAVED) }), 'GH');
    renderRoutes([{ path: '/', element: <FarmerSurveyPage /> }]);
    expect(await screen.findByText('Musa Ibrahim has not answered the survey yet.')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /^Farmer$|^Farmer \*/ })).not.toBeInTheDocument();
    expect(currencyValue()).toMatch(/^GHS · /);

    await userEvent.click(screen.getByRole('button', { name: 'Save the survey' }));
    const card = screen.getByLabelText('Crop 1');
    expect(within(card).getAllByText('Please fill this in.').length).toBeGreaterThanOrEqual(5);
    expect(calls.some((call) => call.init.method === 'PUT')).toBe(false);

    await chooseOption(document.body, /^Farmer or trader/, 'Trader');
    await fillOnions(card, '1500.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save the survey' }));
    expect(await screen.findByText('Survey saved')).toBeInTheDocument();
    const body = putBody(calls);
    expect(body).toEqual({
      kind: 'trader', cold_room_experience: false, experience_months: null, currency: 'GHS',
      commodities: [{ crop_id: 'onion', unit: 'bags', kg_per_unit: 50, total_kg: 500, self_consumed_kg: 0, sold_kg: 500, sold_below_market_kg: 0, average_price_minor: 150_050, season_months: 3, main_loss_reason: 'pests' }],
    });
    expect(calls.find((call) => call.init.method === 'PUT')!.url).toBe('/api/operation/v1/surveys/farmer/');
  });

  it('makes staff pick a farmer first, then suggests the company’s currency and saves for that farmer', async () => {
    actAs('Operator');
    const { calls } = setUp(null);
    renderRoutes([{ path: '/', element: <FarmerSurveyPage /> }]);
    const picker = await screen.findByRole('combobox', { name: /^Farmer/ });
    expect(screen.queryByRole('button', { name: 'Save the survey' })).not.toBeInTheDocument();
    await userEvent.click(picker);
    await userEvent.click(await screen.findByRole('option', { name: /^Musa Ibrahim/, hidden: true }));
    expect(await screen.findByText('Musa Ibrahim has not answered the survey yet.')).toBeInTheDocument();
    expect(calls.some((call) => call.url.endsWith('/surveys/farmer/?farmer=3'))).toBe(true);
    // The farmer is Nigerian, but staff fill it in their company's currency.
    expect(currencyValue()).toMatch(/^INR · /);
    await chooseOption(document.body, /^Farmer or trader/, 'Farmer');
    await fillOnions(screen.getByLabelText('Crop 1'), '20.25');
    await userEvent.click(screen.getByRole('button', { name: 'Save the survey' }));
    await waitFor(() => expect(calls.some((call) => call.init.method === 'PUT')).toBe(true));
    expect(putBody(calls)).toMatchObject({ farmer_id: 3, currency: 'INR', commodities: [{ crop_id: 'onion', average_price_minor: 2025 }] });
  });

  it('adds a crop row and removes another, sending only the rows left in their order', async () => {
    actAs('Farmer');
    const { calls } = setUp(SAVED);
    renderRoutes([{ path: '/', element: <FarmerSurveyPage /> }]);
    expect(await screen.findByText(/^Last saved .* by Amina Bello$/)).toBeInTheDocument();
    // A saved survey keeps its own currency (XOF has no decimals: 3000 minor units are 3000 francs).
    expect(currencyValue()).toMatch(/^XOF · /);
    expect(within(screen.getByLabelText('Crop 1')).getByLabelText(label('Average price per unit'))).toHaveValue('3000');
    expect(screen.queryByRole('button', { name: 'Remove this crop' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add a crop' }));
    await fillOnions(screen.getByLabelText('Crop 2'), '2500');
    expect(screen.getAllByRole('button', { name: 'Remove this crop' })).toHaveLength(2);
    await userEvent.click(within(screen.getByLabelText('Crop 1')).getByRole('button', { name: 'Remove this crop' }));
    expect(screen.queryByLabelText('Crop 2')).not.toBeInTheDocument();
    expect(within(screen.getByLabelText('Crop 1')).getByLabelText(label('Harvest per season'))).toHaveValue('500');

    await userEvent.click(screen.getByRole('button', { name: 'Save the survey' }));
    await waitFor(() => expect(calls.some((call) => call.init.method === 'PUT')).toBe(true));
    const body = putBody(calls);
    expect(body.currency).toBe('XOF');
    expect(body.commodities).toEqual([{ crop_id: 'onion', unit: 'bags', kg_per_unit: 50, total_kg: 500, self_consumed_kg: 0, sold_kg: 500, sold_below_market_kg: 0, average_price_minor: 2500, season_months: 3, main_loss_reason: 'pests' }]);
  });

  it('puts the server’s 400 on the named field of the right crop', async () => {
    actAs('Farmer');
    setUp(SAVED, () => error400({ 'commodities.0.sold_kg': 'exceeds_total', currency: 'invalid' }));
    renderRoutes([{ path: '/', element: <FarmerSurveyPage /> }]);
    await screen.findByText(/^Last saved/);
    await userEvent.click(screen.getByRole('button', { name: 'Add a crop' }));
    await fillOnions(screen.getByLabelText('Crop 2'), '2500');
    await userEvent.click(screen.getByRole('button', { name: 'Save the survey' }));
    const sold = within(screen.getByLabelText('Crop 1')).getByLabelText(label('Sold per season'));
    await waitFor(() => expect(sold).toHaveAccessibleDescription('The parts add up to more than the total.'));
    expect(within(screen.getByLabelText('Crop 2')).queryByText('The parts add up to more than the total.')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Currency/ })).toHaveAccessibleDescription(/Pick a currency from the list\./);
  });

  it('checks the parts against the total before sending', async () => {
    actAs('Farmer');
    const { calls } = setUp(SAVED);
    renderRoutes([{ path: '/', element: <FarmerSurveyPage /> }]);
    await screen.findByText(/^Last saved/);
    const card = screen.getByLabelText('Crop 1');
    await retype(card, 'Sold below market price per season', '950');
    await retype(card, 'Sold per season', '901');
    await userEvent.click(screen.getByRole('button', { name: 'Save the survey' }));
    expect(within(card).getByLabelText(label('Sold per season'))).toHaveAccessibleDescription('The parts add up to more than the total.');
    expect(within(card).getByText('Sold below market price cannot be more than sold.')).toBeInTheDocument();
    expect(calls.some((call) => call.init.method === 'PUT')).toBe(false);
  });
});
