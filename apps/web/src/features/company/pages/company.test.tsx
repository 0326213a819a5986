import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fillIn } from '../../../test/forms';
import { renderRoutes, stubFetch } from '../../../test/render';
import { actAs } from '../../../test/sessions';
import { CompanyDetailsPage } from './CompanyDetailsPage';

const company = {
  id: 1, name: 'Green Cold', country: 'NG', logo: null, currency: 'NGN', crop: ['tomato'], digital_twin: true, ml4Market: true,
  ml4Quality: false, ml4Farmers: false, has_cooling_units: true, date_joined: '2026-01-05T00:00:00Z', time_zone: 'Africa/Lagos',
  account_name: null, account_number: null, bank_name: 'First Bank', sms_countries: ['GH'], sms_countries_allowed: ['NG', 'IN', 'GH', 'KE'],
};
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])], 'logo.png', { type: 'image/png' });
const fileInput = () => document.querySelector('input[type=file]') as HTMLInputElement;

describe('company details', { timeout: 60_000 }, () => {
  beforeEach(() => {
    actAs('Service Provider');
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
  });

  it('shows the details and the three ML flags', async () => {
    stubFetch(() => ({ body: company }));
    renderRoutes([{ path: '/company-details', Component: CompanyDetailsPage }], ['/company-details']);
    expect(await screen.findByLabelText(/^Company name/)).toHaveValue('Green Cold');
    expect(screen.getByLabelText(/^Bank$/)).toHaveValue('First Bank');
    expect(screen.getByText('Market prices:')).toHaveTextContent('Market prices: on');
    expect(screen.getByText('Produce quality:')).toHaveTextContent('Produce quality: off');
    expect(screen.getByText('Farmer advice:')).toHaveTextContent('Farmer advice: off');
  });

  it('refuses a file that is not really an image before any upload', async () => {
    const { calls } = stubFetch(() => ({ body: company }));
    renderRoutes([{ path: '/company-details', Component: CompanyDetailsPage }], ['/company-details']);
    await screen.findByLabelText(/^Company name/);
    const fake = new File(['not a picture at all'], 'logo.png', { type: 'image/png' });
    await userEvent.upload(fileInput(), fake);
    expect(await screen.findByText('Choose a PNG, JPEG or WebP picture.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Company logo' })).toBeNull();
    expect(calls).toHaveLength(1);
  });

  it('previews the logo and saves everything in one multipart PUT; server field errors land on fields', async () => {
    let refuse = true;
    const { calls } = stubFetch((_url, init) => {
      if (init.method !== 'PUT') return { body: company };
      if (refuse) return { status: 400, body: { error: { code: 'invalid_input', message: 'x', fields: { name: 'taken', logo: 'invalid_file' } } } };
      return { body: { ...company, name: 'Green Cold Ltd', logo: '/api/files/logos/abc.png' } };
    });
    renderRoutes([{ path: '/company-details', Component: CompanyDetailsPage }], ['/company-details']);
    await screen.findByLabelText(/^Company name/);
    await userEvent.upload(fileInput(), png());
    expect(await screen.findByRole('img', { name: 'Company logo' })).toHaveAttribute('src', 'blob:preview');
    await fillIn(/^Company name/, 'Green Cold Ltd');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This is already used by another account.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Company name/)).toHaveValue('Green Cold Ltd');

    refuse = false;
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Company details saved.')).toBeInTheDocument();
    const put = calls.filter((call) => call.init.method === 'PUT').at(-1)!;
    expect(put.url).toBe('/api/user/v1/companies/1/');
    const body = put.init.body as FormData;
    expect(body.get('name')).toBe('Green Cold Ltd');
    expect(body.get('currency')).toBe('NGN');
    expect(body.getAll('crop')).toEqual(['tomato']);
    expect(body.get('bank_name')).toBe('First Bank');
    expect(body.get('account_name')).toBe('');
    expect((body.get('logo') as File).name).toBe('logo.png');
    await waitFor(() => expect(screen.getByRole('img', { name: 'Company logo', hidden: true })).toHaveAttribute('src', '/api/files/logos/abc.png'));
  });

  it('chooses extra countries for text messages among those the server allows; a refused one lands on the field', async () => {
    let refuse = true;
    const { calls } = stubFetch((_url, init) => {
      if (init.method !== 'PUT') return { body: company };
      if (refuse) return { status: 400, body: { error: { code: 'invalid_input', message: 'x', fields: { 'sms_countries.1': 'country_not_allowed' } } } };
      return { body: { ...company, sms_countries: ['GH', 'KE'] } };
    });
    renderRoutes([{ path: '/company-details', Component: CompanyDetailsPage }], ['/company-details']);
    await screen.findByLabelText(/^Company name/);
    expect(screen.getByRole('heading', { name: 'Text messages' })).toBeInTheDocument();
    expect(screen.getByText('Ghana')).toBeInTheDocument();
    // The home country always counts, so it is not offered; only the server's countries are.
    const box = screen.getByRole('combobox', { name: /^Other countries for text messages/ });
    await userEvent.click(box);
    const list = await screen.findByRole('listbox', { hidden: true });
    expect(within(list).getAllByRole('option', { hidden: true }).map((option) => option.textContent)).toEqual(['India', 'Kenya']);
    await userEvent.click(within(list).getByRole('option', { name: 'Kenya', hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Text messages cannot be sent to this country.')).toBeInTheDocument();
    refuse = false;
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Company details saved.')).toBeInTheDocument();
    const put = calls.filter((call) => call.init.method === 'PUT').at(-1)!;
    expect((put.init.body as FormData).getAll('sms_countries')).toEqual(['GH', 'KE']);
  });

  it('lets its own service providers turn the weekly reminders of money owed off, and offers no switch to others', async () => {
    const { calls } = stubFetch((_url, init) => ({ body: init.method === 'PUT' ? { ...company, balance_reminders: false } : { ...company, balance_reminders: true } }));
    const { unmount } = renderRoutes([{ path: '/company-details', Component: CompanyDetailsPage }], ['/company-details']);
    await screen.findByLabelText(/^Company name/);
    const reminders = screen.getByRole('switch', { name: /^Remind farmers of money owed by SMS/ });
    expect(reminders).toBeChecked();
    await userEvent.click(reminders);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Company details saved.')).toBeInTheDocument();
    const put = calls.filter((call) => call.init.method === 'PUT').at(-1)!;
    expect((put.init.body as FormData).get('balance_reminders')).toBe('false');
    unmount();

    // A company whose answer leaves the switch out (not its own service provider): no switch, nothing sent.
    const other = stubFetch(() => ({ body: company }));
    renderRoutes([{ path: '/company-details', Component: CompanyDetailsPage }], ['/company-details']);
    await screen.findByLabelText(/^Company name/);
    expect(screen.queryByRole('switch', { name: /^Remind farmers of money owed by SMS/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(other.calls.some((call) => call.init.method === 'PUT')).toBe(true));
    expect((other.calls.find((call) => call.init.method === 'PUT')!.init.body as FormData).has('balance_reminders')).toBe(false);
  });

  it('lets its own service providers write SMS without tone marks (issue 31)', async () => {
    const { calls } = stubFetch((_url, init) => ({ body: init.method === 'PUT' ? { ...company, sms_plain_letters: true } : { ...company, sms_plain_letters: false } }));
    renderRoutes([{ path: '/company-details', Component: CompanyDetailsPage }], ['/company-details']);
    await screen.findByLabelText(/^Company name/);
    const plain = screen.getByRole('switch', { name: /^SMS without tone marks/ });
    expect(plain).not.toBeChecked();
    await userEvent.click(plain);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Company details saved.')).toBeInTheDocument();
    const put = calls.filter((call) => call.init.method === 'PUT').at(-1)!;
    expect((put.init.body as FormData).get('sms_plain_letters')).toBe('true');
  });

  it('warns when the server does not send text messages to the company’s own country', async () => {
    stubFetch(() => ({ body: { ...company, country: 'FR', sms_countries: [] } }));
    renderRoutes([{ path: '/company-details', Component: CompanyDetailsPage }], ['/company-details']);
    expect(await screen.findByText('This server does not send text messages to France. Ask whoever runs Coldroom to allow it.')).toBeInTheDocument();
  });
});
