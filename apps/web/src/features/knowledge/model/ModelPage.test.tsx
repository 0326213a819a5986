import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cropById, daysToPickupAt, initialQualityFor, pickupThreshold, rateConstantPerDay, type HarvestChoice } from '@coldroom/domain';
import { makeFormat } from '../format';
import { ModelPage } from '../pages/ModelPage';
import { renderPage } from '../test/renderPage';
import { MODEL_CROPS, modelResult } from './modelResult';

const words = { days: (v: string) => `${v} days`, celsius: (v: string) => `${v} °C`, percent: (v: string) => `${v}%` };
const format = makeFormat('en', words);

/** What the page must show, computed straight from the domain functions. */
function expected(cropId: string, temperature: number, harvest: HarvestChoice) {
  const crop = cropById(cropId)!;
  const q0 = initialQualityFor(crop, harvest)!;
  return {
    days: format.days(daysToPickupAt(crop.kinetics!, q0, temperature)),
    threshold: format.number(pickupThreshold(crop.kinetics!), { maximumFractionDigits: 1 }),
    rate: format.number(rateConstantPerDay(crop.kinetics!, temperature), { maximumSignificantDigits: 3 }),
    q0: String(q0),
  };
}

async function expectShown(cropId: string, temperature: number, harvest: HarvestChoice) {
  const want = expected(cropId, temperature, harvest);
  await vi.waitFor(() => expect(screen.getByTestId('days-left')).toHaveTextContent(want.days), { timeout: 10_000 });
  expect(screen.getByTestId('threshold')).toHaveTextContent(want.threshold);
  expect(screen.getByTestId('rate')).toHaveTextContent(want.rate);
  expect(screen.getByTestId('initial-quality')).toHaveTextContent(want.q0);
}

describe('model page', () => {
  it('offers exactly the crops that have shelf-life constants', async () => {
    renderPage(ModelPage, '/model');
    const select = await screen.findByLabelText('Crop');
    const options = Array.from((select as HTMLSelectElement).options, (o) => o.value).sort();
    expect(options).toEqual(MODEL_CROPS.map((c) => c.id).sort());
    expect(options).toHaveLength(25);
  });

  it('starts with tomato at the middle of its best range and shows the domain’s numbers', async () => {
    renderPage(ModelPage, '/model');
    expect(await screen.findByRole('textbox', { name: 'Room temperature' })).toHaveValue('10.5 °C');
    await expectShown('tomato', 10.5, 'today');
    expect(screen.getByText('Best storage for Tomato: 8–13°C. It keeps about 7–21 days there.')).toBeInTheDocument();
  });

  it('follows the temperature typed, the harvest choice and the crop', async () => {
    renderPage(ModelPage, '/model?crop=banana');
    const temperature = await screen.findByRole('textbox', { name: 'Room temperature' });
    await expectShown('banana', 14, 'today');

    fireEvent.change(temperature, { target: { value: '20' } });
    await expectShown('banana', 20, 'today');
    const warm = screen.getByTestId('days-left').textContent;

    fireEvent.change(temperature, { target: { value: '-1.5' } });
    await expectShown('banana', -1.5, 'today');
    expect(screen.getByTestId('days-left').textContent).not.toBe(warm);
    expect(screen.getByText(/colder than the crop's best temperature/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'Two days ago' }));
    await expectShown('banana', -1.5, 'day_before_yesterday');

    await userEvent.selectOptions(screen.getByLabelText('Crop'), 'apple');
    // A new crop starts at its own best temperature (apple: −1.1 to 0 °C → −0.5 °C).
    await vi.waitFor(() => expect(screen.getByRole('textbox', { name: 'Room temperature' })).toHaveValue('-0.5 °C'), { timeout: 10_000 });
    await expectShown('apple', -0.5, 'day_before_yesterday');
    expect(screen.getByTestId('days-left')).toHaveTextContent('95.7 days');
  });

  it('says to pick up now when the starting quality is already below the threshold', async () => {
    renderPage(ModelPage, '/model?crop=peas&harvest=earlier');
    await expectShown('peas', 0, 'earlier');
    expect(screen.getByTestId('days-left')).toHaveTextContent('0 days');
    expect(screen.getByText(/Pick up now/)).toBeInTheDocument();
  });

  it('computes the curve with the domain: it starts at the starting quality and passes the threshold on the day shown', () => {
    const tomato = cropById('tomato')!;
    const result = modelResult(tomato, 12, 'yesterday')!;
    expect(result.curve[0]).toEqual({ day: 0, quality: 51 });
    const k = rateConstantPerDay(tomato.kinetics!, 12);
    expect(51 * Math.exp(-k * result.daysLeft)).toBeCloseTo(result.threshold, 9);
    // The curve runs to the first whole day the produce is unsellable (quality 20).
    expect(result.curve.at(-1)!.day).toBe(Math.ceil(Math.log(51 / 20) / k));
    expect(result.curve.at(-1)!.quality).toBeLessThanOrEqual(20);
  });
});
