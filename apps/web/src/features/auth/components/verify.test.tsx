import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isLoggedIn } from '../../../lib/session';
import { fillIn } from '../../../test/forms';
import { renderRoutes, stubFetch } from '../../../test/render';
import { AuthPage } from '../pages/AuthPage';

const PHONE = '+2348031112222';
const renderVerify = () =>
  renderRoutes(
    [
      { path: '/auth', Component: AuthPage },
      { path: '/', element: <p>main page</p> },
    ],
    [`/auth?view=verify&phone=${encodeURIComponent(PHONE)}`],
  );
const pending = { phone: PHONE, code_minutes: 30, resend_after_seconds: 60 };

describe('confirming a farmer’s phone after sign-up', { timeout: 60_000 }, () => {
  afterEach(() => vi.useRealTimers());

  it('checks the code’s form, shows a refused code on the field, and keeps the screen', async () => {
    const { calls } = stubFetch(() => ({ status: 400, body: { error: { code: 'verification_code_invalid', message: 'no', fields: { code: 'invalid_code' } } } }));
    renderVerify();
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm my phone' }));
    expect(await screen.findByText('Enter the code.')).toBeInTheDocument();
    await fillIn(/^Code from the SMS/, '12ab');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm my phone' }));
    expect(await screen.findByText('Enter the 6 digits from the text message.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await fillIn(/^Code from the SMS/, '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm my phone' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The code is not right or has expired. Ask for a new code.');
    expect(screen.getByRole('heading', { name: 'Confirm your phone' })).toBeInTheDocument();
  });

  it('lets a new code be asked for only once the wait is over, and shows how long it is', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { calls } = stubFetch(() => ({ status: 202, body: pending }));
    renderVerify();
    const waiting = await screen.findByRole('button', { name: /^New code possible in \d+ s$/ });
    expect(waiting).toBeDisabled();
    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.getByRole('button', { name: /^New code possible in (2\d|30) s$/ })).toBeDisabled();
    act(() => vi.advanceTimersByTime(31_000));
    const ready = await screen.findByRole('button', { name: 'Send me a new code' });
    expect(ready).toBeEnabled();
    await user.click(ready);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.url).toBe('/api/user/v1/farmers/verify/resend/');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ phone: PHONE });
    expect(await screen.findByText('A new code is on its way.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /^New code possible in \d+ s$/ })).toBeDisabled();
  });

  it('waits as long as the server says when it refuses a new code, and says why', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    stubFetch(() => ({ status: 429, headers: { 'Retry-After': '600' }, body: { error: { code: 'sms_recipient_limit', message: 'x' } } }));
    renderVerify();
    act(() => vi.advanceTimersByTime(61_000));
    await user.click(await screen.findByRole('button', { name: 'Send me a new code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This phone has had as many of these text messages as allowed for today.');
    expect(await screen.findByRole('button', { name: /^New code possible in (59\d|600) s$/ })).toBeDisabled();
  });

  it('without the sign-up’s password (a reloaded page), opens the log-in form with the phone once confirmed', async () => {
    stubFetch(() => ({ status: 201, body: { id: 3, userCode: 'AB12CD34', phone: PHONE } }));
    const { router } = renderVerify();
    await fillIn(/^Code from the SMS/, '482913');
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm my phone' }));
    expect(await screen.findByText('Your phone is confirmed. Log in with your password.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(`?phone=${encodeURIComponent(PHONE)}`));
    expect(isLoggedIn()).toBe(false);
  });

  it('offers to start again, and a verify address without a phone is the sign-up form', async () => {
    stubFetch(() => ({}));
    renderVerify();
    await userEvent.click(await screen.findByRole('link', { name: 'Wrong number? Start again' }));
    expect(await screen.findByRole('heading', { name: 'Create an account' })).toBeInTheDocument();
  });
});
