import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../../lib/api';
import { renderWithProviders, stubFetch } from '../../../test/render';
import { emptyLocation } from '../validation';
import { LocationForm } from './LocationForm';

const geolocation = vi.hoisted(() => ({ getCurrentPosition: vi.fn() }));
vi.mock('@capacitor/geolocation', () => ({ Geolocation: geolocation }));

function renderForm(onSubmit = vi.fn().mockResolvedValue(undefined)) {
  // No map configuration in tests: the map shows its fallback and the form works with coordinates.
  stubFetch(() => ({ status: 404, body: { error: { code: 'route_not_found', message: 'no' } } }));
  renderWithProviders(<LocationForm initialValues={{ ...emptyLocation('coordinates'), country: 'NG' }} submitLabel="Add location" onSubmit={onSubmit} />);
  return onSubmit;
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Add location' }));
const field = (name: string) => screen.getByRole('textbox', { name });
// Pasting is as good as typing here, and much faster with a form this size.
async function fill(name: string, text: string) {
  await userEvent.clear(field(name));
  await userEvent.click(field(name));
  await userEvent.paste(text);
}

// A whole form with a country list renders slowly in jsdom on a busy machine.
describe('location form', () => {
  it('asks for a name and both coordinates when they are typed', async () => {
    const onSubmit = renderForm();
    await submit();
    expect(await screen.findByText('Enter a name for the location.')).toBeInTheDocument();
    expect(screen.getByText('Enter the latitude.')).toBeInTheDocument();
    expect(screen.getByText('Enter the longitude.')).toBeInTheDocument();
    await fill('Latitude', '91');
    await fill('Longitude', '-181');
    await submit();
    expect(await screen.findByText('The latitude must be between −90 and 90.')).toBeInTheDocument();
    expect(screen.getByText('The longitude must be between −180 and 180.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends numbers and nulls once everything is right', async () => {
    const onSubmit = renderForm();
    await fill('Name', 'Bodija Market');
    await fill('Latitude', '7,4352');
    await fill('Longitude', '3.9131');
    await fill('City or town', 'Ibadan');
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Bodija Market',
      country: 'NG',
      state: null,
      city: 'Ibadan',
      street: null,
      street_number: null,
      zip_code: null,
      latitude: 7.4352,
      longitude: 3.9131,
    });
  });

  it('by address: coordinates are optional, the city is required', async () => {
    const onSubmit = renderForm();
    await userEvent.click(screen.getByRole('radio', { name: 'Address only' }));
    await fill('Name', 'Jos depot');
    await submit();
    expect(await screen.findByText('Enter the city or town.')).toBeInTheDocument();
    expect(screen.queryByText('Enter the latitude.')).not.toBeInTheDocument();
    await fill('City or town', 'Jos');
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ city: 'Jos', latitude: null, longitude: null })));
  });

  it('by the map: asks for a tap, and says the map needs a connection it does not have', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('radio', { name: 'On the map' }));
    expect(await screen.findByText(/You can still type the coordinates/)).toBeInTheDocument();
    await submit();
    expect(await screen.findAllByText('Tap the map to choose the place.')).toHaveLength(2);
  });

  it('by the device: fills in the position, or explains a refusal', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('radio', { name: 'My location' }));
    await submit();
    expect(await screen.findAllByText('Press “Use my current location” first.')).toHaveLength(2);

    geolocation.getCurrentPosition.mockRejectedValueOnce({ code: 1, message: 'User denied Geolocation' });
    await userEvent.click(screen.getByRole('button', { name: 'Use my current location' }));
    expect(await screen.findByText(/Permission to use the location was refused/)).toBeInTheDocument();

    geolocation.getCurrentPosition.mockResolvedValueOnce({ coords: { latitude: 12.08561234, longitude: 8.44944444, accuracy: 14 } });
    await userEvent.click(screen.getByRole('button', { name: 'Use my current location' }));
    await waitFor(() => expect(field('Latitude')).toHaveValue('12.085612'));
    expect(field('Longitude')).toHaveValue('8.449444');
    expect(screen.getByText('Accurate to about 14 m.')).toBeInTheDocument();
  });

  it('shows the server’s field errors on the fields and keeps what was typed', async () => {
    const refusal = new ApiError(400, 'invalid_input', 'Some fields are not valid.', { latitude: 'out_of_range', name: 'too_long' });
    const onSubmit = renderForm(vi.fn().mockRejectedValue(refusal));
    await fill('Name', 'Bodija');
    await fill('Latitude', '7.4');
    await fill('Longitude', '3.9');
    await submit();
    expect(await screen.findByText('This value is outside the allowed range.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Some of the information is not right.');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(field('Name')).toHaveValue('Bodija');
    expect(field('Latitude')).toHaveValue('7.4');
  });
});
