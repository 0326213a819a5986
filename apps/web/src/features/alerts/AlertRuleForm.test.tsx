import type { AlertRuleView } from '@coldroom/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes, stubFetch } from '../../test/render';
import { actAs } from '../../test/sessions';
import { AlertRuleForm } from './components/AlertRuleForm';
import { readRule } from './ruleForm';

// Issue 26, docs/cold-chain-rules.md §1: a service provider sets a room's alert rule; the form checks it with
// the domain's own rule check, and shows the server's field errors where they belong.

const DEFAULT: AlertRuleView = {
  cooling_unit: 4,
  lower_c: 8,
  upper_c: 12,
  delay_min: 30,
  clear_band_c: 0.5,
  critical_delta_c: 3,
  critical_after_min: 120,
  no_data_min: 60,
  humidity_lower_pct: null,
  humidity_upper_pct: null,
  is_default: true,
  crop_lower_c: 8,
  crop_upper_c: 12,
  updated_at: null,
};

function setUp(put: (body: Record<string, unknown>) => { status?: number; body: unknown }) {
  actAs('Service Provider');
  return stubFetch((url, init) => {
    if (!url.includes('/storage/v1/cooling-units/4/alert-rule/')) return { status: 404, body: { error: { code: 'not_found', message: 'absent' } } };
    if (init.method === 'PUT') return put(JSON.parse(String(init.body)) as Record<string, unknown>);
    return { body: DEFAULT };
  });
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });

describe('the alert rule form', { timeout: 30_000 }, () => {
  it('starts from the crops’ range, names what is wrong per field, and saves the whole rule', async () => {
    const { calls } = setUp((body) => ({ body: { ...DEFAULT, ...body, is_default: false, updated_at: '2026-11-27T10:00:00Z' } }));
    renderRoutes([{ path: '/', element: <AlertRuleForm roomId={4} /> }]);
    expect(await screen.findByText(/^Following the crops stored now: 8.12\s?°C\./)).toBeInTheDocument();
    expect(field(/^Lower limit/)).toHaveValue('8');

    await userEvent.clear(field(/^Delay before an alert/));
    await userEvent.clear(field(/^Lower limit/));
    await userEvent.type(field(/^Lower limit/), '13');
    await userEvent.type(field(/^Lowest humidity/), '85');
    await userEvent.click(screen.getByRole('button', { name: 'Save the alert rule' }));
    expect(await screen.findByText('Fill this in.')).toBeInTheDocument();
    expect(screen.getByText('Fill both limits, or neither.')).toBeInTheDocument();
    expect(calls.some((call) => call.init.method === 'PUT')).toBe(false);

    await userEvent.type(field(/^Delay before an alert/), '45');
    await userEvent.type(field(/^Highest humidity/), '95');
    await userEvent.click(screen.getByRole('button', { name: 'Save the alert rule' }));
    // The domain's check between fields: the lower limit is above the upper one.
    expect(await screen.findByText('Must be below the upper limit, with room for the clearing band.')).toBeInTheDocument();

    await userEvent.clear(field(/^Lower limit/));
    await userEvent.type(field(/^Lower limit/), '7,5');
    await userEvent.click(screen.getByRole('button', { name: 'Save the alert rule' }));
    await waitFor(() => expect(calls.some((call) => call.init.method === 'PUT')).toBe(true));
    const sent = JSON.parse(String(calls.find((call) => call.init.method === 'PUT')!.init.body));
    expect(sent).toEqual({ lower_c: 7.5, upper_c: 12, delay_min: 45, clear_band_c: 0.5, critical_delta_c: 3, critical_after_min: 120, no_data_min: 60, humidity_lower_pct: 85, humidity_upper_pct: 95 });
    expect(await screen.findByText(/^The crops stored now would give 8.12\s?°C\.$/)).toBeInTheDocument();
  });

  it('shows the server’s field errors on their fields', async () => {
    setUp(() => ({ status: 400, body: { error: { code: 'invalid_input', message: 'bad', fields: { no_data_min: 'out_of_range' } } } }));
    renderRoutes([{ path: '/', element: <AlertRuleForm roomId={4} /> }]);
    await screen.findByText(/^Following the crops stored now/);
    await userEvent.click(screen.getByRole('button', { name: 'Save the alert rule' }));
    expect(await screen.findByText('Between 15 and 1440.')).toBeInTheDocument();
    expect(field(/^No reading from the sensor for/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('reads numbers as typed and refuses what is not one', () => {
    const values = { lowerC: '−2', upperC: '4', delayMin: '30.5', clearBandC: 'x', criticalDeltaC: '3', criticalAfterMin: '120', noDataMin: '60', humidityLowerPct: '', humidityUpperPct: '' };
    const { rule, problems } = readRule(values);
    expect(rule.lowerC).toBe(-2);
    expect(problems).toEqual({ delayMin: 'not_whole', clearBandC: 'not_a_number' });
  });
});
