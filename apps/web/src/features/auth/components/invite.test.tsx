import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fillIn } from '../../../test/forms';
import { renderRoutes, stubFetch } from '../../../test/render';
import { AuthPage } from '../pages/AuthPage';

const preview = {
  code: 'K7P2QX9M',
  role: 'Operator',
  phone: '+2348035550101',
  first_name: 'Ola',
  last_name: null,
  email: null,
  company_name: 'Green Cold',
  expires_at: '2030-01-01T00:00:00Z',
};

function renderInvite() {
  return renderRoutes(
    [
      { path: '/auth', Component: AuthPage },
      { path: '/', element: <p>main page</p> },
    ],
    ['/auth?code=K7P2QX9M&phone=%2B2348035550101'],
  );
}

describe('sign-up from an invitation link', { timeout: 60_000 }, () => {
  it('fills code, phone and role from the invitation and signs up as an operator', async () => {
    const { calls } = stubFetch((url) => {
      if (url.includes('/operator-invite/?code=')) return { body: preview };
      if (url.endsWith('/operator-invite-signup/')) return { status: 201, body: {} };
      if (url.endsWith('/login/')) return { body: { refresh: 'r', role: 'Operator', company: 4, csrf_token: 'c', user: { id: 5, role: 'Operator', language: 'en' } } };
      return { body: { access: 'a', refresh: 'r2' } };
    });
    renderInvite();
    expect(await screen.findByText('Green Cold invites you to Coldroom as Operator.')).toBeInTheDocument();
    expect(calls[0]!.url).toBe('/api/user/v1/operator-invite/?code=K7P2QX9M');
    expect(screen.getByLabelText(/^Invitation code/)).toHaveValue('K7P2QX9M');
    expect(screen.getByLabelText(/^Phone number/)).toHaveValue('+2348035550101');
    expect(screen.getByLabelText(/^Phone number/)).toHaveAttribute('readonly');
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Ola');
    await userEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByText('Please fill this in.')).toBeInTheDocument();
    await fillIn(/^Last name/, 'Bakare');
    await fillIn(/^New password/, 'Secret12');
    await fillIn(/^Type the password again/, 'Secret12');
    await userEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    await waitFor(() => expect(calls).toHaveLength(4));
    expect(JSON.parse(String(calls[1]!.init.body))).toEqual({
      first_name: 'Ola',
      last_name: 'Bakare',
      phone: '+2348035550101',
      email: null,
      gender: null,
      password: 'Secret12',
      code: 'K7P2QX9M',
      language: 'en',
    });
    expect(JSON.parse(String(calls[2]!.init.body))).toMatchObject({ username: '+2348035550101', user_type: 'op' });
  });

  it('says plainly when the link has expired', async () => {
    stubFetch(() => ({ status: 422, body: { error: { code: 'invitation_expired', message: 'expired' } } }));
    renderInvite();
    expect(await screen.findByRole('alert')).toHaveTextContent('This invitation has expired.');
    expect(screen.getByText(/send a new invitation/)).toBeInTheDocument();
  });

  it('keeps what was typed when the server refuses the sign-up', async () => {
    stubFetch((url) =>
      url.includes('?code=')
        ? { body: { ...preview, role: 'Service Provider' } }
        : { status: 400, body: { error: { code: 'invalid_input', message: 'x', fields: { password: 'password_needs_digit', email: 'invalid_email' } } } },
    );
    renderInvite();
    await screen.findByText('Green Cold invites you to Coldroom as Service provider.');
    await fillIn(/^Last name/, 'Bakare');
    await fillIn(/^Email/, 'ola@example.com');
    await fillIn(/^New password/, 'Secret12');
    await fillIn(/^Type the password again/, 'Secret12');
    await userEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByText('Add a number (0–9).')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email, such as name@example.com.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Last name/)).toHaveValue('Bakare');
    expect(screen.getByLabelText(/^New password/)).toHaveValue('Secret12');
  });
});
