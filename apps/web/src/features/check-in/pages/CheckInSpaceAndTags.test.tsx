import type { CoolingUnit } from '@coldroom/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { page, ROOM, storedCrate } from '../../../test/operations';
import { renderRoutes, stubFetch } from '../../../test/render';
import { actAs } from '../../../test/sessions';
import { CheckInPage } from './CheckInPage';

const crateRoom = (free: number): CoolingUnit => ({ ...ROOM, capacity: 120, occupancy: { ...ROOM.occupancy, used: 120 - free, free } });
const KG_ROOM: CoolingUnit = { ...ROOM, metric: 'kg', capacity: 1000, occupancy: { metric: 'kg', used: 900, capacity: 1000, fraction: 0.9, free: 100, crates: 30, kg: 900 } };
const STORED = ['UX-001', 'UX-002', 'UX-003'].map((tag, i) => ({ ...storedCrate(i + 1), tag }));

function setUp(room: CoolingUnit) {
  actAs('Operator');
  const stub = stubFetch((url, init) => {
    if (url.includes('/storage/v1/cooling-units/')) return { body: page([room]) };
    if (url.includes('/storage/v1/crates/')) return { body: page(STORED) };
    if (init.method === 'POST') return { status: 500 };
    return { status: 404 };
  });
  renderRoutes([{ path: '/', element: <CheckInPage /> }]);
  return stub;
}

async function type(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  await userEvent.click(input);
  await userEvent.paste(text);
}

async function walkInTomatoes() {
  await userEvent.click(screen.getByRole('switch', { name: /Walk-in customer/ }));
  await userEvent.click(screen.getByRole('combobox', { name: /^Crop/ }));
  await userEvent.click(await screen.findByRole('option', { name: 'Tomato', hidden: true }));
}

describe('check-in: free space as crates are added (defect 8)', { timeout: 30_000 }, () => {
  it('shows what is left as crates are added and adds no rows beyond the free space', async () => {
    setUp(crateRoom(31));
    expect(await screen.findByText('Free space in this room: 31 crates')).toBeInTheDocument();
    await walkInTomatoes();
    await type(screen.getByRole('textbox', { name: 'Number of crates' }), '20');
    expect(screen.getByTestId('free-space')).toHaveTextContent('This check-in: 20 crates · 11 crates left after it');
    await type(screen.getByRole('textbox', { name: 'Number of crates' }), '60');
    expect(screen.getAllByRole('textbox', { name: /^Weight of crate \d/ })).toHaveLength(31);
    expect(screen.getByTestId('free-space')).toHaveTextContent('This check-in: 31 crates · 0 crates left after it');
    expect(screen.getByText('The room has space for 31 crates in this lot.')).toBeInTheDocument();
  });

  it('warns as the weights go past a kg room’s free space and sends nothing', async () => {
    const { calls } = setUp(KG_ROOM);
    expect(await screen.findByText('Free space in this room: 100 kg')).toBeInTheDocument();
    await walkInTomatoes();
    await type(screen.getByRole('textbox', { name: 'Number of crates' }), '2');
    await type(screen.getByRole('textbox', { name: 'Weight of crate 1 (kg)' }), '60');
    expect(screen.getByTestId('free-space')).toHaveTextContent('This check-in: 85 kg · 15 kg left after it');
    await type(screen.getByRole('textbox', { name: 'Weight of crate 2 (kg)' }), '60');
    expect(screen.getByTestId('free-space')).toHaveTextContent('This check-in: 120 kg · 20 kg more than the room has free');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm check-in' }));
    expect(await screen.findByText('These crates do not fit: the room does not have that much free space.')).toBeInTheDocument();
    expect(calls.some(({ init }) => init.method === 'POST')).toBe(false);
  });
});

describe('check-in: crate tags in use (defect 2)', { timeout: 30_000 }, () => {
  it('numbers on past the room’s stored tags and names a tag already in the room as it is typed', async () => {
    const { calls } = setUp(crateRoom(50));
    await screen.findByText('Free space in this room: 50 crates');
    await walkInTomatoes();
    await type(screen.getByRole('textbox', { name: 'Number of crates' }), '3');
    await type(screen.getByRole('textbox', { name: 'Number the tags from' }), 'UX-001');
    await waitFor(() => expect(calls.some(({ url }) => url.includes('/storage/v1/crates/'))).toBe(true));
    await userEvent.click(screen.getByRole('button', { name: 'Number' }));
    expect(screen.getAllByRole('textbox', { name: /^Tag of crate \d/ }).map((input) => (input as HTMLInputElement).value)).toEqual(['UX-004', 'UX-005', 'UX-006']);

    await type(screen.getByRole('textbox', { name: 'Tag of crate 2' }), ' ux-002');
    expect(await screen.findByText('A crate in this room already has this tag.')).toBeInTheDocument();
    await type(screen.getByRole('textbox', { name: 'Tag of crate 2' }), 'UX-006');
    expect(await screen.findByText('This tag is already given to another crate here.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm check-in' }));
    expect(calls.some(({ init }) => init.method === 'POST')).toBe(false);
  });

  it('fills the crates without a tag from scanned tags, in order, and refuses a lot label, a tag in use and a scan past the last crate', async () => {
    // No camera here: the scan sheet's typed field is the same path as a camera read.
    Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia: () => Promise.reject(Object.assign(new Error('no'), { name: 'NotFoundError' })) }, configurable: true });
    try {
      const { calls } = setUp(crateRoom(50));
      await screen.findByText('Free space in this room: 50 crates');
      await walkInTomatoes();
      await type(screen.getByRole('textbox', { name: 'Number of crates' }), '3');
      await waitFor(() => expect(calls.some(({ url }) => url.includes('/storage/v1/crates/'))).toBe(true));
      await type(screen.getByRole('textbox', { name: 'Tag of crate 2' }), 'B-7');
      await userEvent.click(screen.getByRole('button', { name: 'Scan the tags' }));
      const sheet = await screen.findByRole('dialog', { name: 'Scan a label' });
      const scan = async (value: string) => {
        await type(screen.getByRole('textbox', { name: /Or type the code/ }), value);
        await userEvent.click(screen.getByRole('button', { name: 'Open' }));
      };
      await scan('https://cold.example/c/AbCdEfGhIjKlMnOpQrStUv/2');
      expect(await screen.findByText('This is a lot’s label, not a crate tag.')).toBeInTheDocument();
      await scan('ux-003');
      expect(await screen.findByText('This tag is already on a crate.')).toBeInTheDocument();
      await scan('Q-1');
      expect(await screen.findByText('Crate 1: tag Q-1. Crates still without a tag: 1.')).toBeInTheDocument();
      await scan('Q-2');
      expect(await screen.findByText('Crate 3: tag Q-2. Every crate has its tag: close to go on.')).toBeInTheDocument();
      await scan('Q-3');
      expect(await screen.findByText('Every crate of this lot has a tag already.')).toBeInTheDocument();
      expect(sheet).toBeInTheDocument();
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Scan a label' })).toBeNull());
      expect(screen.getAllByRole('textbox', { name: /^Tag of crate \d/ }).map((input) => (input as HTMLInputElement).value)).toEqual(['Q-1', 'B-7', 'Q-2']);
      expect(calls.some(({ init }) => init.method === 'POST')).toBe(false);
    } finally {
      Reflect.deleteProperty(navigator, 'mediaDevices');
    }
  });
});
