import type { Reading } from '@coldroom/contract';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { targetOfCrops } from '../targetBand';
import { TemperatureChart } from './TemperatureChart';

const reading = (id: number, hoursAgo: number, temperature_c: number): Reading => ({
  id,
  measured_at: new Date(Date.UTC(2026, 10, 20, 12) - hoursAgo * 3_600_000).toISOString(),
  temperature_c,
  humidity_pct: null,
  source: 'manual',
});
const READINGS = [reading(1, 1, 16), reading(2, 2, 14), reading(3, 3, 11.5), reading(4, 4, 13), reading(5, 5, 17)];
const FROM = '2026-11-13T12:00:00Z';
const TO = '2026-11-20T12:00:00Z';

describe('temperature chart target band (defect 11)', () => {
  it('says the stored crops’ range and how many readings lie outside it, and marks them', async () => {
    // Banana keeps at 13–15 °C (crop facts); a room of bananas alone.
    const target = targetOfCrops(['banana']);
    expect(target).toEqual({ kind: 'range', min: 13, max: 15 });
    renderWithProviders(<TemperatureChart readings={READINGS} from={FROM} to={TO} target={target} />);
    const summary = await screen.findByTestId('target-summary');
    expect(summary).toHaveTextContent('Target for the crops in the room: 13–15°C');
    expect(summary).toHaveTextContent('3 readings outside 13–15°C');
    const table = screen.getByRole('table', { name: 'Latest readings' });
    expect(within(table).getAllByText('Outside the target')).toHaveLength(3);
  });

  it('says when the crops cannot share one range, and marks nothing', async () => {
    renderWithProviders(<TemperatureChart readings={READINGS} from={FROM} to={TO} target={targetOfCrops(['banana', 'apple'])} />);
    expect(await screen.findByText('The crops in the room need different temperatures: no range suits them all.')).toBeInTheDocument();
    expect(screen.queryByText('Outside the target')).toBeNull();
  });
});
