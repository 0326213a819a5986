import type { CropAdvice, SmsTemplate, TextOverride } from '@coldroom/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes, renderWithProviders, stubFetch } from '../../test/render';
import { actAs } from '../../test/sessions';
import { CropAdviceNotes } from './components/CompanyCropAdvice';
import { TextOverridesPage } from './pages/TextOverridesPage';

const TEMPLATES: SmsTemplate[] = [
  {
    key: 'import_welcome',
    required: ['company', 'code'],
    optional: [],
    defaults: { en: 'Welcome to {company}. Your farmer code is {code}. Show it when you bring produce.', hi: '{company} में आपका स्वागत है। आपका किसान कोड {code} है।' },
    sample: { company: 'Kano Fresh', code: 'KF-0042' },
  },
  {
    key: 'rate_change',
    required: ['company', 'date', 'lots', 'room', 'amount'],
    optional: [],
    defaults: { en: '{company}: new storage price from {date} for {lots} in {room}. Due now: {amount}.' },
    sample: { company: 'Kano Fresh', date: '3 Dec', lots: 'your 2 lots', room: 'Room A', amount: 'NGN 1,800.00' },
  },
];

function serve(overrides: TextOverride[]) {
  const items = [...overrides];
  return stubFetch((url, init) => {
    const method = init.method ?? 'GET';
    if (url.endsWith('/text-overrides/templates/')) return { body: { items: TEMPLATES, sms_max: 480, crop_advice_max: 2000 } };
    if (url.endsWith('/text-overrides/') && method === 'GET') return { body: { items } };
    if (method === 'PUT') {
      const text = (JSON.parse(String(init.body)) as { text: string }).text;
      if (!text.includes('{code}')) return { status: 400, body: { error: { code: 'invalid_input', message: 'The text must keep {code}.', fields: { text: 'missing_placeholder' } } } };
      const saved: TextOverride = { kind: 'sms', key: 'import_welcome', language: 'en', text, updated_at: '2026-11-28T12:00:00Z', updated_by: { id: 1, name: 'Ada Obi' } };
      items.splice(0, items.length, saved);
      return { body: saved };
    }
    if (method === 'DELETE') {
      items.splice(0, items.length);
      return { status: 204 };
    }
    return { status: 404, body: { error: { code: 'not_found', message: 'absent' } } };
  });
}

describe('the page of a company’s own texts', () => {
  it('shows the default with its blanks and a preview with the SMS parts', async () => {
    actAs('Service Provider');
    serve([]);
    renderRoutes([{ path: '/', element: <TextOverridesPage /> }]);
    expect(await screen.findByRole('heading', { name: 'Your SMS texts and crop advice' })).toBeInTheDocument();
    expect(await screen.findByTestId('default-text')).toHaveTextContent('Welcome to {company}. Your farmer code is {code}.');
    expect(screen.getByText('{company}')).toBeInTheDocument();
    expect(screen.getByText('{code}')).toBeInTheDocument();
    expect(screen.getByText("The app's text is in use for this language.")).toBeInTheDocument();
    // the box starts from the default; the preview fills the blanks with the examples
    expect(screen.getByTestId('sms-preview')).toHaveTextContent('Welcome to Kano Fresh. Your farmer code is KF-0042.');
    expect(screen.getByTestId('sms-size')).toHaveTextContent('SMS parts: 1 (GSM-7,');

    const box = screen.getByLabelText('Your SMS text');
    await userEvent.clear(box);
    await userEvent.type(box, '{{company}: कोड {{code}');
    expect(screen.getByTestId('sms-preview')).toHaveTextContent('Kano Fresh: कोड KF-0042');
    expect(screen.getByTestId('sms-size')).toHaveTextContent('SMS parts: 1 (UCS-2, 23 characters)');
    await userEvent.type(box, ' '.padEnd(60, 'क'));
    expect(screen.getByTestId('sms-size')).toHaveTextContent('SMS parts: 2 (UCS-2,');
  });

  it('shows the server’s refusal on the text field, then saves and removes', async () => {
    actAs('Service Provider');
    const stub = serve([]);
    renderRoutes([{ path: '/', element: <TextOverridesPage /> }]);
    const box = await screen.findByLabelText('Your SMS text');
    await userEvent.clear(box);
    await userEvent.type(box, 'Welcome to {{company}.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The text must keep {code}.')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await userEvent.type(box, ' Code {{code}.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved. Your text is used from now on.')).toBeInTheDocument();
    const put = stub.calls.filter((call) => call.init.method === 'PUT').at(-1)!;
    expect(put.url).toContain('/operation/v1/text-overrides/sms/import_welcome/en/');
    expect(JSON.parse(String(put.init.body))).toEqual({ text: 'Welcome to {company}. Code {code}.' });
    expect(await screen.findByText('Your own text is in use for this language.')).toBeInTheDocument();
    expect(box).not.toHaveAttribute('aria-invalid', 'true');

    await userEvent.click(screen.getByRole('button', { name: "Remove and use the app's text" }));
    expect(await screen.findByText("Removed. The app's text is used again.")).toBeInTheDocument();
    expect(stub.calls.some((call) => call.init.method === 'DELETE' && call.url.endsWith('/sms/import_welcome/en/'))).toBe(true);
    await waitFor(() => expect(box).toHaveValue(TEMPLATES[0]!.defaults.en));
  });

  it('switches to another template and to crop advice', async () => {
    actAs('Service Provider');
    serve([]);
    renderRoutes([{ path: '/', element: <TextOverridesPage /> }]);
    await userEvent.selectOptions(await screen.findByLabelText('SMS'), 'rate_change');
    expect(screen.getByTestId('default-text')).toHaveTextContent('{company}: new storage price from {date}');
    await userEvent.selectOptions(screen.getByLabelText('What to change'), 'crop_advice');
    expect(screen.getByLabelText('Crop')).toBeInTheDocument();
    expect(screen.getByLabelText('Your advice')).toHaveValue('');
    expect(screen.queryByTestId('sms-preview')).not.toBeInTheDocument();
  });
});

describe('a company’s crop advice in the knowledge hub', () => {
  it('names the company above its advice', () => {
    const items: CropAdvice[] = [{ company_id: 3, company_name: 'Kano Fresh', crop_id: 'tomato', language: 'en', text: 'Keep at 12 °C.' }];
    const { container } = renderWithProviders(<CropAdviceNotes items={items} />);
    const note = within(container).getByTestId('company-advice');
    expect(note).toHaveTextContent('Advice from Kano Fresh');
    expect(note).toHaveTextContent('Keep at 12 °C.');
  });
});
