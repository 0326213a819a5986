import type { MarketSurvey, SurveyCheckOut } from '@coldroom/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chooseOption, label, retype } from '../../../test/forms';
import { renderRoutes, stubFetch } from '../../../test/render';
import { actAs } from '../../../test/sessions';
import { MarketSurveyPage } from './MarketSurveyPage';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
const ANSWERED: MarketSurvey = {
  id: 9, check_out_id: 5, crop_id: 'mango', where_sold: 'farm_gate', price_minor: 120_000, currency: 'NGN', unit: 'baskets', kg_per_unit: 20,
  selling_date: daysAgo(1), lost_kg: 2.5, loss_reason: 'pests', created_at: '2026-11-21T09:00:00Z',
};
const checkOut = (id: number, code: string, crops: SurveyCheckOut['crops'] = [], open = true): SurveyCheckOut => ({
  check_out_id: id, code, time: `${daysAgo(2)}T10:00:00Z`, date: daysAgo(2), open_until: daysAgo(-19), open, today: daysAgo(0),
  company: { id: 1, name: 'Demo Cold Rooms' }, currency: 'NGN', farmer: { id: 3, name: 'Musa Ibrahim' }, crops,
});
const FIVE = checkOut(5, 'P4X9TT', [
  { crop_id: 'mango', kg: 40, survey: ANSWERED },
  { crop_id: 'onion', kg: 15, survey: null },
  { crop_id: 'tomato', kg: 30, survey: null },
]);
const refusal = (status: number, code: string, fields: Record<string, string>) => ({ status, body: { error: { code, message: 'x', fields } } });

function setUp(onPost: (body: Record<string, unknown>) => { status?: number; body?: unknown }, view: SurveyCheckOut = FIVE) {
  return stubFetch((url, init) => {
    if (url.includes('/surveys/market/check-outs/5/')) return { body: view };
    if (url.endsWith('/surveys/market/') && init.method === 'POST') return onPost(JSON.parse(String(init.body)));
    return { status: 404 };
  });
}



/** Answers the tomato form: sold at the local market, 250.50 a 25 kg crate, 3 kg of 30 lost to rot. */
async function fillTomatoes() {
  const form = await screen.findByLabelText('Market survey for Tomato');
  await chooseOption(form, /^Where was it sold/, 'At the local market');
  await retype(form, 'Weight of one unit', '25');
  await retype(form, 'Selling price per unit', '250.50');
  await retype(form, 'Lost', '3');
  await chooseOption(form, /^Reason for the loss/, 'Rotting');
  await userEvent.click(within(form).getByRole('button', { name: 'Send the survey' }));
  return form;
}

const render = (path: string) => renderRoutes([{ path: '/market-survey', element: <MarketSurveyPage /> }], [path]);

describe('market survey page', { timeout: 60_000 }, () => {
  beforeEach(() => actAs('Operator'));

  it('shows one form per crop still open and the answered crop as done, and sends one survey', async () => {
    const { calls } = setUp((body) => ({ status: 201, body: { ...ANSWERED, ...body, id: 10, currency: 'NGN', created_at: '2026-11-22T09:00:00Z' } }));
    render('/market-survey?check_out=5');
    expect(await screen.findByText('P4X9TT')).toBeInTheDocument();
    expect(screen.getByLabelText('Market survey for Onion')).toBeInTheDocument();
    expect(screen.getByLabelText('Market survey for Tomato')).toBeInTheDocument();
    expect(screen.queryByLabelText('Market survey for Mango')).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Send the survey' })).toHaveLength(2);
    expect(screen.getByText('Answered')).toBeInTheDocument();
    expect(screen.getByText(/^Price ₦1,200\.00 per basket · Lost 2\.5 kg$/)).toBeInTheDocument(); // "per" takes the singular

    await fillTomatoes();
    expect(await screen.findByText('Survey saved')).toBeInTheDocument();
    const post = calls.find((call) => call.init.method === 'POST')!;
    expect(post.url).toBe('/api/operation/v1/surveys/market/');
    expect(JSON.parse(String(post.init.body))).toEqual({
      check_out_id: 5, crop_id: 'tomato', where_sold: 'local_market', price_minor: 25_050, unit: 'crates', kg_per_unit: 25,
      selling_date: new Date().toISOString().slice(0, 10), lost_kg: 3, loss_reason: 'spoilage',
    });
  });

  it('offers the company’s today as the selling date, not the device’s UTC date (they differ for an hour a night in Lagos)', async () => {
    const { calls } = setUp((body) => ({ status: 201, body: { ...ANSWERED, ...body, id: 10, currency: 'NGN', created_at: '2026-11-22T09:00:00Z' } }), {
      ...FIVE,
      today: daysAgo(-1),
    });
    render('/market-survey?check_out=5');
    await fillTomatoes();
    await waitFor(() => expect(calls.some((call) => call.init.method === 'POST')).toBe(true));
    const post = calls.find((call) => call.init.method === 'POST')!;
    expect(JSON.parse(String(post.init.body)).selling_date).toBe(daysAgo(-1));
  });

  it('names its own fields before sending: more lost than left, and a loss without a reason', async () => {
    const { calls } = setUp(() => ({ status: 201 }));
    render('/market-survey?check_out=5');
    const form = await screen.findByLabelText('Market survey for Onion');
    await retype(form, 'Lost', '15.5');
    await userEvent.click(within(form).getByRole('button', { name: 'Send the survey' }));
    expect(within(form).getByLabelText(label('Lost'))).toHaveAccessibleDescription('More than what left the cold room.');
    expect(within(form).getByLabelText(label('Weight of one unit'))).toHaveAccessibleDescription('Enter a weight above 0 kg.');
    await retype(form, 'Lost', '1');
    await userEvent.click(within(form).getByRole('button', { name: 'Send the survey' }));
    expect(within(form).getByRole('combobox', { name: /^Reason for the loss/ })).toHaveAccessibleDescription('Please fill this in.');
    expect(calls.some((call) => call.init.method === 'POST')).toBe(false);
  });

  it('says in words when the crop was answered meanwhile (409)', async () => {
    setUp(() => refusal(409, 'duplicate', { crop_id: 'already_surveyed' }));
    render('/market-survey?check_out=5');
    const form = await fillTomatoes();
    expect(await within(form).findByRole('alert')).toHaveTextContent('This crop of the check-out already has its market survey.');
    expect(within(screen.getByLabelText('Market survey for Onion')).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says in words when the 21 days are over (422)', async () => {
    setUp(() => refusal(422, 'survey_window_closed', { open_until: daysAgo(1) }));
    render('/market-survey?check_out=5');
    const form = await fillTomatoes();
    expect(await within(form).findByRole('alert')).toHaveTextContent('The 21 days for this market survey are over.');
  });

  it('shows no form once the window has closed', async () => {
    setUp(() => ({ status: 201 }), { ...FIVE, open: false });
    render('/market-survey?check_out=5');
    expect(await screen.findByText('The 21 days for this market survey are over.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send the survey' })).not.toBeInTheDocument();
  });
});

describe('pending market surveys', { timeout: 60_000 }, () => {
  beforeEach(() => actAs('Operator'));

  it('lists the waiting check-outs a page at a time, each leading to its forms', async () => {
    const all = Array.from({ length: 23 }, (_, i) => checkOut(100 + i, `CODE${String(i).padStart(2, '0')}`, [{ crop_id: 'tomato', kg: 10 + i, survey: null }]));
    const { calls } = stubFetch((url) => {
      if (url.includes('/check-outs/122/')) return { body: all[22] };
      const query = new URL(url, 'http://x').searchParams;
      const page = Number(query.get('page')), size = Number(query.get('page_size'));
      return { body: { items: all.slice((page - 1) * size, page * size), total: all.length, page, page_size: size } };
    });
    const { router } = render('/market-survey');
    expect(await screen.findByText('CODE00')).toBeInTheDocument();
    expect(screen.getByText('23 in all')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Fill in the survey' })).toHaveLength(20);
    expect(calls[0]!.url).toBe('/api/operation/v1/surveys/market/pending/?page=1&page_size=20');

    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('CODE22')).toBeInTheDocument();
    expect(screen.queryByText('CODE00')).not.toBeInTheDocument();
    expect(calls.at(-1)!.url).toBe('/api/operation/v1/surveys/market/pending/?page=2&page_size=20');
    const links = screen.getAllByRole('link', { name: 'Fill in the survey' });
    expect(links).toHaveLength(3);
    await userEvent.click(links[2]!);
    await waitFor(() => expect(router.state.location.search).toBe('?check_out=122'));
    expect(await screen.findByLabelText('Market survey for Tomato')).toBeInTheDocument();
  });

  it('says when nothing waits, and shows a failure with a retry', async () => {
    let fail = true;
    stubFetch(() => (fail ? { status: 403, body: { error: { code: 'forbidden', message: 'x' } } } : { body: { items: [], total: 0, page: 1, page_size: 20 } }));
    render('/market-survey');
    expect(await screen.findByText('You are not allowed to do this.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No check-out is waiting for a market survey.')).toBeInTheDocument();
  });
});
