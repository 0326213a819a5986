import type { LotTemperatureRecordView } from '@coldroom/contract';
import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import fr from '../../../public/assets/i18n/fr.json';
import hi from '../../../public/assets/i18n/hi.json';
import { produceItem } from '../../test/operations';
import { renderWithProviders } from '../../test/render';
import { LotTemperaturePanel } from './LotTemperature';
import { lotTemperatureText } from './lotTemperatureText';
import { ProduceCard } from './ProduceCard';

const kept: LotTemperatureRecordView = {
  kind: 'throughout',
  range_c: { min: 8, max: 13 },
  stored_from: '2026-03-01T08:00:00.000Z',
  stored_to: null,
  minutes_above: 0,
  minutes_below: 0,
  minutes_covered: 2880,
  minutes_stored: 2880,
  peak: null,
  longest: null,
  stretches: 0,
  lowest_c: 9,
  highest_c: 12,
  alerts: [],
  alerts_total: 0,
};
const warm: LotTemperatureRecordView = {
  ...kept,
  kind: 'out_of_range',
  minutes_above: 130,
  peak: { temperature_c: 16.5, at: '2026-03-03T10:00:00.000Z', direction: 'high' },
  longest: { direction: 'high', started_at: '2026-03-03T09:00:00.000Z', date: '2026-03-03', minutes: 130, limit_c: 13 },
  stretches: 1,
  lowest_c: 9,
  highest_c: 16.5,
  alerts: [{ id: 7, kind: 'temperature', started_at: '2026-03-03T09:00:00.000Z', closed_at: null, critical: true, peak_value: 16.5, direction: 'high' }],
  alerts_total: 3,
};

/** Text with any kind of space as one plain space (Intl puts narrow spaces before units in some languages). */
const plain = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ');

describe('a lot’s temperature record', () => {
  it('the produce card says "kept at … throughout" with the crop’s range in °C', () => {
    renderWithProviders(
      <MemoryRouter>
        <ProduceCard item={produceItem({ temperature_record: kept })} />
      </MemoryRouter>,
    );
    const line = screen.getByTestId('lot-temperature');
    expect(plain(line.textContent)).toMatch(/^Kept at 8–13 ?°C throughout$/);
    expect(line).toHaveAttribute('data-kind', 'throughout');
  });

  it('the card of a lot from an older server (no record) shows no line', () => {
    renderWithProviders(
      <MemoryRouter>
        <ProduceCard item={produceItem()} />
      </MemoryRouter>,
    );
    expect(screen.queryByTestId('lot-temperature')).not.toBeInTheDocument();
  });

  it('the lot’s page: the longest stretch with its day, minutes above and below, the peak and the room’s alerts', () => {
    renderWithProviders(<LotTemperaturePanel record={warm} />);
    expect(screen.getByRole('heading', { name: 'Temperature while stored' })).toBeInTheDocument();
    expect(plain(screen.getByTestId('lot-temperature').textContent)).toMatch(/^2 h 10 min above 13 ?°C on March 3$/);
    expect(screen.getByText('Above the range').nextElementSibling).toHaveTextContent('2 h 10 min');
    expect(screen.getByText('Below the range').nextElementSibling).toHaveTextContent('0 min');
    expect(plain(screen.getByText('Peak').nextElementSibling?.textContent)).toMatch(/^16\.5 ?°C · /);
    const alerts = screen.getByTestId('lot-temperature-alerts');
    expect(within(alerts).getByText(/^Temperature alert · critical · 16\.5 ?°C · .* – still open$/)).toBeInTheDocument();
    expect(within(alerts).getByText('and 2 earlier')).toBeInTheDocument();
  });

  it('several stretches: the longest, then the total', () => {
    renderWithProviders(<LotTemperaturePanel record={{ ...warm, minutes_below: 50, stretches: 3 }} />);
    expect(plain(screen.getByTestId('lot-temperature').textContent)).toMatch(/^2 h 10 min above 13 ?°C on March 3; 3 h out of range in all \(3 times\)$/);
  });

  it('"No temperature record" when the room had no reading, without figures', () => {
    renderWithProviders(<LotTemperaturePanel record={{ ...kept, kind: 'no_record', lowest_c: null, highest_c: null }} />);
    expect(screen.getByText('No temperature record')).toBeInTheDocument();
    expect(screen.queryByText('Above the range')).not.toBeInTheDocument();
    expect(screen.getByText('No room alert during the stay')).toBeInTheDocument();
  });

  it('a crop without a published range: the lowest and highest readings only', () => {
    renderWithProviders(<LotTemperaturePanel record={{ ...kept, kind: 'no_range', range_c: null, lowest_c: 4, highest_c: 11.5 }} />);
    expect(plain(screen.getByTestId('lot-temperature').textContent)).toMatch(/^Readings between 4 ?°C and 11\.5 ?°C$/);
    expect(screen.getByText('None published for this crop')).toBeInTheDocument();
    expect(screen.queryByText('Peak')).not.toBeInTheDocument();
  });

  it.each([
    ['hi', hi, /^3 मार्च को 2 घंटे 10 मिनट तक 13 ?°(C|से॰) से ऊपर$/], // °C as the app writes it in Hindi (Intl)
    ['fr', fr, /^2 h 10 min au-dessus de 13 ?°C le 3 mars$/],
  ] as const)('in %s, in its own words', async (language, translation, expected) => {
    const own = i18next.createInstance();
    await own.init({ lng: language, resources: { [language]: { translation } }, interpolation: { escapeValue: false } });
    expect(plain(lotTemperatureText(own.t, language, warm))).toMatch(expected);
  });
});
