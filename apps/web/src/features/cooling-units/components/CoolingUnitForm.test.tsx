import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../../lib/api';
import { renderRoutes, stubFetch } from '../../../test/render';
import { actAs } from '../../../test/sessions';
import { emptyRoom, newCropRow, type RoomValues } from '../roomForm';
import { CoolingUnitForm } from './CoolingUnitForm';

const LOCATIONS = { items: [{ id: 1, name: 'Bodija Market', city: 'Ibadan' }], total: 1, page: 1, page_size: 200 };
const OPERATORS = { items: [{ id: 7, firstName: 'Emeka', lastName: 'Nwosu', phone: '+2348030000002' }], total: 1 };

function renderForm(onSubmit = vi.fn().mockResolvedValue(undefined), values: Partial<RoomValues> = {}) {
  actAs('Service Provider');
  stubFetch((url) => {
    if (url.includes('/storage/v1/locations/')) return { body: LOCATIONS };
    if (url.includes('/user/v1/operators/')) return { body: OPERATORS };
    if (url.includes('/user/v1/companies/')) return { body: { id: 1, name: 'Demo', currency: 'NGN', crop: ['tomato'] } };
    return { status: 404 };
  });
  const initialValues = { ...emptyRoom(), location: '1', crops: [newCropRow('tomato', 'daily'), newCropRow('onion', 'fixed')], ...values };
  renderRoutes([{ path: '/', element: <CoolingUnitForm initialValues={initialValues} currency="NGN" submitLabel="Add cold room" onSubmit={onSubmit} /> }]);
  return onSubmit;
}

const textbox = (name: string) => screen.getAllByRole('textbox', { name });
async function fill(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  await userEvent.click(input);
  await userEvent.paste(text);
}
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Add cold room' }));

describe('cold room form', () => {
  it('checks each field before anything is sent', async () => {
    const onSubmit = renderForm();
    await submit();
    expect(await screen.findByText('Enter a name for the room.')).toBeInTheDocument();
    expect(screen.getByText('Enter the capacity.')).toBeInTheDocument();
    expect(screen.getAllByText('Enter a price.')).toHaveLength(2);
    await fill(textbox('Capacity (crates)')[0]!, '12.5');
    await fill(textbox('Price (NGN)')[0]!, '1,500.00');
    await fill(textbox('Price (NGN)')[1]!, '10.555');
    await submit();
    expect(await screen.findByText('Enter a whole number.')).toBeInTheDocument();
    expect(screen.getByText(/Enter a price such as 1500 or 1500.50/)).toBeInTheDocument();
    expect(screen.getByText('This currency does not have that many decimal places.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends prices in minor units and shows them formatted on the way', async () => {
    const onSubmit = renderForm();
    await fill(textbox('Name')[0]!, 'Room A');
    await fill(textbox('Capacity (crates)')[0]!, '40');
    await fill(textbox('Price (NGN)')[0]!, '150');
    await fill(textbox('Price (NGN)')[1]!, '500,50');
    expect(screen.getByText('₦150.00 per crate per day')).toBeInTheDocument();
    expect(screen.getByText('₦500.50 per crate')).toBeInTheDocument();
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      name: 'Room A',
      location: 1,
      metric: 'crates',
      capacity: 40,
      standard_crate_weight_kg: 25,
      crops: [
        { crop: 'tomato', pricing: 'daily', rate: 15000 },
        { crop: 'onion', pricing: 'fixed', rate: 50050 },
      ],
      operators: [],
    });
  });

  it('follows the room’s metric: capacity and prices in kg', async () => {
    renderForm();
    await userEvent.click(screen.getByText('Kilograms'));
    expect(await screen.findByRole('textbox', { name: 'Capacity (kg)' })).toBeInTheDocument();
    await fill(textbox('Price (NGN)')[0]!, '20');
    expect(screen.getByText('₦20.00 per kg per day')).toBeInTheDocument();
    expect(screen.getByText('For each kg, every day')).toBeInTheDocument();
  });

  it('offers the company’s operators', async () => {
    renderForm();
    expect(await screen.findByRole('combobox', { name: 'Operators of this room' })).toBeInTheDocument();
  });

  it('puts the server’s refusal of one price on that price and keeps the input', async () => {
    const refusal = new ApiError(400, 'invalid_input', 'Some fields are not valid.', { 'crops.1.rate': 'out_of_range', 'crops.0.crop': 'duplicate_crop' });
    const onSubmit = renderForm(vi.fn().mockRejectedValue(refusal));
    await fill(textbox('Name')[0]!, 'Room A');
    await fill(textbox('Capacity (crates)')[0]!, '40');
    await fill(textbox('Price (NGN)')[0]!, '150');
    await fill(textbox('Price (NGN)')[1]!, '99999');
    await submit();
    expect(await screen.findByText('This value is outside the allowed range.')).toBeInTheDocument();
    expect(screen.getByText('This crop is listed twice.')).toBeInTheDocument();
    expect(textbox('Price (NGN)')[1]).toHaveAttribute('aria-invalid', 'true');
    expect(textbox('Price (NGN)')[1]).toHaveValue('99999');
    expect(textbox('Name')[0]).toHaveValue('Room A');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
