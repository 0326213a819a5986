import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fillIn } from '../../../test/forms';
import { renderRoutes, stubFetch } from '../../../test/render';
import { AuthPage } from '../pages/AuthPage';

const renderAt = (entry: string) => renderRoutes([{ path: '/auth', Component: AuthPage }], [entry]);

describe('forgotten password', { timeout: 60_000 }, () => {
  it('asks for a code for the phone (the server writes the SMS), then opens the code form', async () => {
    const { calls } = stubFetch(() => ({ body: { ok: true } }));
    const { router } = renderAt('/auth?view=forgot');
    await userEvent.click(await screen.findByRole('button', { name: 'Send me a code' }));
    expect(await screen.findByText('Enter a phone number.')).toBeInTheDocument();
    await fillIn(/^Phone number/, '+234 803 000 0003');
    await userEvent.click(screen.getByRole('button', { name: 'Send me a code' }));
    await waitFor(() => expect(router.state.location.search).toBe('?view=reset&phone=%2B2348030000003'));
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ phoneNumber: '+2348030000003' });
    expect(await screen.findByRole('heading', { name: 'Set a new password' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Phone number/)).toHaveValue('+2348030000003');
  });

  it('checks the code and password, shows a refused code and keeps what was typed', async () => {
    const { calls } = stubFetch(() => ({ status: 400, body: { error: { code: 'reset_code_invalid', message: 'no' } } }));
    renderAt('/auth?view=reset&phone=%2B2348030000003');
    await fillIn(/^Code from the SMS/, '12ab');
    await fillIn(/^New password/, 'Secret12');
    await fillIn(/^Type the password again/, 'Secret13');
    await userEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByText('Enter the 6 digits from the text message.')).toBeInTheDocument();
    expect(screen.getByText('The two passwords are not the same.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await fillIn(/^Code from the SMS/, '123 456');
    await fillIn(/^Type the password again/, 'Secret12');
    await userEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The code is not right or has expired.');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ phone: '+2348030000003', code: '123456', password: 'Secret12' });
    expect(screen.getByLabelText(/^New password/)).toHaveValue('Secret12');
  });

  it('after a new password, opens the login form with the phone filled in', async () => {
    stubFetch(() => ({ body: { ok: true } }));
    const { router } = renderAt('/auth?view=reset&phone=%2B2348030000003');
    await fillIn(/^Code from the SMS/, '482913');
    await fillIn(/^New password/, 'Secret12');
    await fillIn(/^Type the password again/, 'Secret12');
    await userEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByText('Your password is changed. Log in with the new one.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?phone=%2B2348030000003'));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByLabelText(/^Phone number or email/)).toHaveValue('+2348030000003');
  });
});
