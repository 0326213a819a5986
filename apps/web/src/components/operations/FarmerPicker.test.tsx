import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MUSA, page } from '../../test/operations';
import { renderWithProviders, stubFetch } from '../../test/render';
import { actAs } from '../../test/sessions';
import { FarmerPicker, type PickedFarmer } from './FarmerPicker';

const AMINA = { ...MUSA, id: 4, userId: 13, firstName: 'Amina', lastName: 'Bello', phone: '+2348030000004', userCode: 'AMIN0001' };

function Picker({ onPick }: { onPick: (farmer: PickedFarmer | null) => void }) {
  const [value, setValue] = useState<PickedFarmer | null>(null);
  return (
    <FarmerPicker
      value={value}
      onChange={(farmer) => {
        setValue(farmer);
        onPick(farmer);
      }}
    />
  );
}

/** The server's search: every farmer whose name holds the typed text. */
function serveFarmers() {
  return stubFetch((url) => {
    const search = new URL(url, 'http://localhost').searchParams.get('search') ?? '';
    const found = [MUSA, AMINA].filter((farmer) => `${farmer.firstName} ${farmer.lastName}`.toLowerCase().includes(search.toLowerCase()));
    return url.includes('/user/v1/farmers/') ? { body: page(found) } : { status: 404 };
  });
}

const listOf = (box: HTMLElement) => document.getElementById(box.getAttribute('aria-controls') ?? '');

describe('farmer picker', () => {
  beforeEach(() => actAs('Operator'));

  it('a tap opens the company’s farmers, typing asks the server, and a farmer is picked', async () => {
    const { calls } = serveFarmers();
    const picked = vi.fn();
    renderWithProviders(<Picker onPick={picked} />);
    const box = screen.getByRole('combobox', { name: /^Farmer/ });
    await userEvent.click(box);
    const list = await waitFor(() => listOf(box) ?? Promise.reject(new Error('no list')));
    expect(await within(list).findByRole('option', { name: /^Amina Bello/, hidden: true })).toBeInTheDocument();

    await userEvent.type(box, 'Musa');
    await waitFor(() => expect(calls.some((call) => call.url.includes('search=Musa'))).toBe(true));
    await waitFor(() => expect(within(listOf(box)!).queryByRole('option', { name: /^Amina Bello/, hidden: true })).not.toBeInTheDocument());
    await userEvent.click(within(listOf(box)!).getByRole('option', { name: /^Musa Ibrahim/, hidden: true }));
    expect(picked).toHaveBeenLastCalledWith({ id: MUSA.id, name: 'Musa Ibrahim', phone: MUSA.phone, isWalkIn: false });
    expect((box as HTMLInputElement).value).toMatch(/^Musa Ibrahim · \u2066?\+2348030000003\u2069?$/);
  });

  it('a list of more farmers than its height shows draws them all once open', async () => {
    const many = Array.from({ length: 20 }, (_, index) => ({ ...MUSA, id: 100 + index, firstName: `Farmer${index + 1}`, lastName: 'Test', phone: `+23480300001${String(index).padStart(2, '0')}` }));
    stubFetch((url) => (url.includes('/user/v1/farmers/') ? { body: page(many) } : { status: 404 }));
    renderWithProviders(<Picker onPick={vi.fn()} />);
    const box = screen.getByRole('combobox', { name: /^Farmer/ });
    await userEvent.click(box);
    const list = await waitFor(() => listOf(box) ?? Promise.reject(new Error('no list')));
    await waitFor(() => expect(within(list).getAllByRole('option', { hidden: true })).toHaveLength(20));
    expect(within(list).getByRole('option', { name: /^Farmer20 Test/, hidden: true })).toBeInTheDocument();
  });

  it('a blur that comes before the list is drawn leaves it closed, and Escape closes an open list', async () => {
    serveFarmers();
    renderWithProviders(<Picker onPick={vi.fn()} />);
    const box = screen.getByRole('combobox', { name: /^Farmer/ });
    // The list opens in a transition: the blur arrives while that opening still waits.
    act(() => {
      fireEvent.focus(box);
      fireEvent.blur(box);
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(listOf(box)).toBeNull();

    await userEvent.click(box);
    await waitFor(() => expect(box).toHaveAttribute('aria-expanded', 'true'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(box).toHaveAttribute('aria-expanded', 'false'));
  });
});
