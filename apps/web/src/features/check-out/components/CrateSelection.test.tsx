import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type Dispatch, type SetStateAction } from 'react';
import { storedCrate } from '../../../test/operations';
import { renderWithProviders } from '../../../test/render';
import type { Selection } from '../checkOutForm';
import { CrateSelection } from './CrateSelection';

// Two lots: crates 1–3 in lot 9, crates 4–5 in lot 10.
const CRATES = [storedCrate(1), storedCrate(2), storedCrate(3), storedCrate(4, 25, 30_000, 10), storedCrate(5, 25, 30_000, 10)];

let latest: Selection = {};
let setLatest: Dispatch<SetStateAction<Selection>> = () => undefined;

function Harness() {
  const [selection, setSelection] = useState<Selection>({});
  latest = selection;
  setLatest = setSelection;
  return <CrateSelection crates={CRATES} selection={selection} onChange={setSelection} errors={{}} />;
}

const crateBox = (id: number) => screen.getByRole('checkbox', { name: new RegExp(`^T-${id} `) });
const chosenIds = () => Object.keys(latest).map(Number).sort((a, b) => a - b);

describe('CrateSelection', () => {
  it('chooses all crates, a lot, or one crate, and keeps a part weight when all are chosen again', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const all = screen.getByRole('checkbox', { name: /^All crates/ });

    await user.click(all);
    expect(all).toBeChecked();
    expect(chosenIds()).toEqual([1, 2, 3, 4, 5]);
    for (const id of [1, 2, 3, 4, 5]) expect(crateBox(id)).toBeChecked();
    expect(screen.getByText('Chosen: 5 crates')).toBeInTheDocument();

    // One crate cleared: the box of all crates and of its lot are half-ticked.
    await user.click(crateBox(2));
    expect(chosenIds()).toEqual([1, 3, 4, 5]);
    expect(all).toBePartiallyChecked();
    const lots = screen.getAllByRole('checkbox', { name: /^Tomato · / });
    expect(lots[0]).toBePartiallyChecked();
    expect(lots[1]).toBeChecked();

    // The second lot cleared, then part of crate 1 taken.
    await user.click(lots[1]!);
    expect(chosenIds()).toEqual([1, 3]);
    await user.click(screen.getAllByRole('switch', { name: 'Take only part of it' })[0]!);
    expect(latest[1]).toEqual({ part: true, weight: '' });

    // All chosen again: crate 1 keeps its part, the others come in whole.
    await user.click(all);
    expect(chosenIds()).toEqual([1, 2, 3, 4, 5]);
    expect(latest[1]).toEqual({ part: true, weight: '' });
    expect(latest[2]).toEqual({ part: false, weight: '' });
  });

  it('works a change out from the latest selection: a crate chosen elsewhere in between is kept', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    // Crate 4 chosen by another hand (a scanned label) after this list was last drawn, in the same batch as
    // a tap on the first lot: both choices stand.
    await act(async () => {
      setLatest((current) => ({ ...current, 4: { part: false, weight: '' } }));
      crateBox(1).click();
    });
    expect(chosenIds()).toEqual([1, 4]);
    await user.click(screen.getAllByRole('checkbox', { name: /^Tomato · / })[0]!);
    expect(chosenIds()).toEqual([1, 2, 3, 4]);
  });
});
