import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MUSA, page } from '../../../test/operations';
import { chooseOption } from '../../../test/forms';
import { renderRoutes, stubFetch, type FetchHandler } from '../../../test/render';
import { actAs } from '../../../test/sessions';
import { ManagementPage } from './ManagementPage';
import { PhoneSimulatorPage } from './PhoneSimulatorPage';

const NO_PHONE = { ...MUSA, id: 4, userId: 13, firstName: 'Yakubu', lastName: 'Garba', phone: null, userCode: 'YAKU0001' };

/** The simulator's server: available, two farmers, and the given answers to the SMS and USSD calls. */
function server(answers: { sms?: FetchHandler; ussd?: FetchHandler; available?: boolean } = {}) {
  return stubFetch((url, init) => {
    if (url.includes('/sms-simulator/sms/')) return answers.sms ? answers.sms(url, init) : { body: { reply: null, sms_id: null } };
    if (url.includes('/sms-simulator/ussd/')) return answers.ussd ? answers.ussd(url, init) : { body: { screen: 'END Goodbye.' } };
    if (url.includes('/sms-simulator/')) return { body: { available: answers.available ?? true } };
    if (url.includes('/farmers/')) return { body: page([MUSA, NO_PHONE]) };
    if (url.includes('/sms-outbox/')) return { body: page([]) };
    return { body: { id: 1, name: 'Green Cold' } };
  });
}

const bodyOf = (init: RequestInit) => JSON.parse(String(init.body)) as Record<string, unknown>;

function open() {
  return renderRoutes([{ path: '/management/phone-simulator', Component: PhoneSimulatorPage }], ['/management/phone-simulator']);
}

async function pickMusa() {
  await screen.findByText('Choose a farmer to pick up their phone.');
  // the phone is isolated left to right (LRI … PDI) inside the option's text
  await chooseOption(document.body, /^Farmer whose phone to use/, 'Musa Ibrahim · \u2066+2348030000003\u2069');
  return screen.findByRole('region', { name: 'Phone of Musa Ibrahim' });
}

describe('the phone simulator', () => {
  beforeEach(() => actAs('Service Provider'));

  it('sends the farmer\'s SMS and shows the answer as a conversation', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { calls } = server({
      sms: async () => {
        await held;
        return { body: { reply: 'Green Cold: you owe NGN 1,200.00.', sms_id: 77 } };
      },
    });
    open();
    const phone = await pickMusa();
    expect(within(phone).getByText('+2348030000003')).toBeInTheDocument();
    expect(within(phone).getByText('No messages yet. Try BAL, STOCK or HELP.')).toBeInTheDocument();
    // An empty message is not sent.
    await userEvent.click(within(phone).getByRole('button', { name: 'Send' }));
    expect(await within(phone).findByText('Please fill this in.')).toBeInTheDocument();
    // A keyword button types the keyword.
    await userEvent.click(within(phone).getByRole('button', { name: 'BAL' }));
    expect(within(phone).getByRole('textbox', { name: 'Message' })).toHaveValue('BAL');
    await userEvent.click(within(phone).getByRole('button', { name: 'Send' }));
    const conversation = await within(phone).findByRole('list', { name: 'Messages' });
    expect(within(conversation).getByTestId('sim-sent')).toHaveTextContent('BAL');
    expect(within(conversation).getAllByText('Sending…').length).toBeGreaterThan(0);
    release();
    expect(await within(conversation).findByTestId('sim-reply')).toHaveTextContent('Green Cold: you owe NGN 1,200.00.');
    expect(within(conversation).queryByText('Sending…')).toBeNull();
    const sent = calls.find((call) => call.url.includes('/sms-simulator/sms/'))!;
    expect(sent.init.method).toBe('POST');
    expect(bodyOf(sent.init)).toMatchObject({ farmer_id: MUSA.id, text: 'BAL' });
    expect(typeof bodyOf(sent.init).company).toBe('number');
  });

  it('says when no answer went, and when the server refused the message', async () => {
    let refuse = false;
    server({ sms: () => (refuse ? { status: 422, body: { error: { code: 'no_phone', message: 'No phone.', fields: { farmer_id: 'no_phone' } } } } : { body: { reply: null, sms_id: null } }) });
    open();
    const phone = await pickMusa();
    await userEvent.type(within(phone).getByRole('textbox', { name: 'Message' }), 'STOCK');
    await userEvent.click(within(phone).getByRole('button', { name: 'Send' }));
    expect(await within(phone).findByText(/^No answer was sent/)).toBeInTheDocument();
    refuse = true;
    await userEvent.type(within(phone).getByRole('textbox', { name: 'Message' }), 'HELP');
    await userEvent.click(within(phone).getByRole('button', { name: 'Send' }));
    expect(await within(phone).findByRole('alert')).toHaveTextContent('This farmer has no phone number, so no SMS can be sent.');
    expect(within(phone).getByText('Not sent')).toBeInTheDocument();
  });

  it('dials the USSD menu, sends each choice joined by *, shows the screen without CON/END, and dials again after END', async () => {
    const { calls } = server({
      ussd: (_url, init) => {
        const text = bodyOf(init).text;
        if (text === '') return { body: { screen: 'CON Green Cold\n1 My produce\n2 What I owe\n3 To pick up soon\n4 Language\n0 Exit' } };
        if (text === '2') return { body: { screen: 'CON What I owe\nYou owe NGN 1,200.00.\n0 Back' } };
        return { body: { screen: 'END Goodbye.' } };
      },
    });
    open();
    const phone = await pickMusa();
    await userEvent.click(within(phone).getByRole('tab', { name: 'USSD' }));
    const screenBox = within(phone).getByTestId('ussd-screen');
    expect(screenBox).toHaveTextContent('Dial to open the USSD menu');
    await userEvent.click(within(phone).getByRole('button', { name: 'Dial' }));
    await waitFor(() => expect(screenBox).toHaveTextContent('2 What I owe'));
    expect(screenBox.textContent).not.toContain('CON');
    await userEvent.type(within(phone).getByRole('textbox', { name: 'Your choice (a number)' }), '2');
    await userEvent.click(within(phone).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screenBox).toHaveTextContent('You owe NGN 1,200.00.'));
    await userEvent.type(within(phone).getByRole('textbox', { name: 'Your choice (a number)' }), '0{Enter}');
    await waitFor(() => expect(screenBox).toHaveTextContent('Goodbye.'));
    expect(screenBox).toHaveTextContent('The session has ended.');
    expect(within(phone).queryByRole('textbox', { name: 'Your choice (a number)' })).toBeNull();
    const texts = calls.filter((call) => call.url.includes('/sms-simulator/ussd/')).map((call) => bodyOf(call.init));
    expect(texts.map((body) => body.text)).toEqual(['', '2', '2*0']);
    // One session id for the whole session, a new one when dialling again.
    expect(new Set(texts.map((body) => body.session_id)).size).toBe(1);
    await userEvent.click(within(phone).getByRole('button', { name: 'Dial again' }));
    await waitFor(() => expect(screenBox).toHaveTextContent('2 What I owe'));
    const again = calls.filter((call) => call.url.includes('/sms-simulator/ussd/')).map((call) => bodyOf(call.init));
    expect(again.at(-1)!.text).toBe('');
    expect(again.at(-1)!.session_id).not.toBe(texts[0]!.session_id);
  });

  it('cannot play a farmer without a phone', async () => {
    server();
    open();
    await screen.findByText('Choose a farmer to pick up their phone.');
    await chooseOption(document.body, /^Farmer whose phone to use/, 'Yakubu Garba');
    expect(await screen.findByText(/^This farmer has no phone number\. Add one/)).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'SMS' })).toBeNull();
  });

  it('says it is not there when the server sends SMS through a gateway', async () => {
    const { calls } = server({ available: false });
    open();
    expect(await screen.findByText(/^The phone simulator works only while text messages stay in the app/)).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(calls.some((call) => call.url.includes('/farmers/'))).toBe(false);
  });

  it('is reached from the SMS outbox, only while the SMS stay in the outbox', async () => {
    server();
    const { unmount } = renderRoutes([{ path: '/management', Component: ManagementPage }], ['/management']);
    expect(await screen.findByRole('link', { name: "Try a farmer's phone" })).toHaveAttribute('href', '/management/phone-simulator');
    unmount();
    server({ available: false });
    renderRoutes([{ path: '/management', Component: ManagementPage }], ['/management']);
    await screen.findByText('No text messages yet.');
    expect(screen.queryByRole('link', { name: "Try a farmer's phone" })).toBeNull();
  });
});
