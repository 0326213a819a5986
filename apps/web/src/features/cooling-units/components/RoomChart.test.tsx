import type { ReadingSeries } from '@coldroom/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, stubFetch } from '../../../test/render';
import { RoomChart } from './RoomChart';

const bucket = (start: string, t: [number, number, number], humidity: number | null) => ({
  start,
  count: 12,
  temperature_min: t[0],
  temperature_avg: t[1],
  temperature_max: t[2],
  humidity_min: humidity,
  humidity_avg: humidity,
  humidity_max: humidity,
});
const SERIES: ReadingSeries = {
  cooling_unit: 7,
  from: '2026-03-01T00:00:00.000Z',
  to: '2026-03-02T00:00:00.000Z',
  bucket_minutes: 5,
  source: 'readings',
  limits: { lower_c: 2, upper_c: 8, humidity_lower_pct: null, humidity_upper_pct: null },
  buckets: [bucket('2026-03-01T10:00:00Z', [3, 4.5, 6], 88), bucket('2026-03-01T10:05:00Z', [7, 9.25, 11.5], 90)],
  alerts: [{ id: 3, kind: 'temperature', started_at: '2026-03-01T10:05:00Z', closed_at: null, critical: true, peak_value: 11.5, peak_at: '2026-03-01T10:09:00Z', direction: 'high' }],
};

describe('a room’s chart', () => {
  it('asks for the last 24 hours, says the limits and the alerts in words, and has the figures as a table', async () => {
    const stub = stubFetch(() => ({ body: SERIES }));
    renderWithProviders(<RoomChart roomId={7} />);
    const summary = await screen.findByTestId('room-chart-summary');
    expect(stub.calls[0]!.url).toContain('/storage/v1/cooling-units/7/readings/series/?range=24h');
    expect(summary).toHaveTextContent('Alert limits: 2–8°C (shaded band)');
    expect(summary).toHaveTextContent('Lowest 3°C, highest 11.5°C in this period.');
    expect(summary).toHaveTextContent('1 alert in this period (red in the chart):');
    expect(within(summary).getByRole('listitem')).toHaveTextContent(/^Too warm from .+ to now, peak 11\.5°C \(critical\)$/);
    expect(screen.getByRole('img', { name: /^Chart of Temperature \(°C\) from/ })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /^Chart of Humidity \(%\) from/ })).toBeInTheDocument();
    // The table is in the page for screen readers before anyone asks to see it.
    const table = screen.getByRole('table');
    expect(table).toHaveTextContent('one row per 5 min');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Time', 'Lowest', 'Average', 'Highest', 'Humidity (average)']);
    expect(within(rows[2]!).getAllByRole('cell').slice(1).map((cell) => cell.textContent)).toEqual(['7°C', '9.3°C', '11.5°C', '90%']);
    await userEvent.click(screen.getByRole('button', { name: 'Show the figures as a table' }));
    expect(screen.getByRole('button', { name: 'Hide the table' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('switches ranges, and sends chosen dates as a range that includes the last day', async () => {
    const stub = stubFetch(() => ({ body: { ...SERIES, buckets: [], alerts: [], limits: { ...SERIES.limits, lower_c: null, upper_c: null } } }));
    renderWithProviders(<RoomChart roomId={7} />);
    expect(await screen.findByText('No readings in this period.')).toBeInTheDocument();
    expect(screen.getByText('No alert limits are set for this room.')).toBeInTheDocument();
    await userEvent.click(screen.getByText('30 days'));
    await waitFor(() => expect(stub.calls.at(-1)!.url).toContain('?range=30d'));
    await userEvent.click(screen.getByText('Dates'));
    await userEvent.type(screen.getByLabelText('From'), '2026-03-05');
    await userEvent.type(screen.getByLabelText('To'), '2026-03-01');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a first day before the last, at most 366 days apart.');
    await userEvent.clear(screen.getByLabelText('To'));
    await userEvent.type(screen.getByLabelText('To'), '2026-03-07');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(stub.calls.at(-1)!.url).toContain('from='));
    const url = new URL(stub.calls.at(-1)!.url, 'http://x');
    expect(Date.parse(url.searchParams.get('to')!) - Date.parse(url.searchParams.get('from')!)).toBe(3 * 86_400_000);
  });
});
