import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isLoggedIn, getStoredUser } from '../../../lib/session';
import { readItem, STORAGE_KEYS } from '../../../lib/storage';
import { fillIn } from '../../../test/forms';
import { renderRoutes, stubFetch } from '../../../test/render';
import { actAs } from '../../../test/sessions';
import { SettingsPage } from './SettingsPage';

const account = {
  id: 1, first_name: 'Amina', last_name: 'Bello', email: null, gender: 'female', phone: '+2348030000002', last_login: null,
  language: 'en', role: 'Operator', company: 1, parent_name: null,
};
const renderSettings = () =>
  renderRoutes(
    [
      { path: '/settings', Component: SettingsPage },
      { path: '/auth', element: <p>auth page</p> },
    ],
    ['/settings'],
  );
const section = (name: string) => screen.getByRole('heading', { name }).parentElement as HTMLElement;

describe('settings', { timeout: 60_000 }, () => {
  beforeEach(() => actAs('Operator'));

  it('saves the profile and keeps the stored user in step', async () => {
    const { calls } = stubFetch((_url, init) => ({ body: init.method === 'PUT' ? { ...account, first_name: 'Aminat' } : account }));
    renderSettings();
    expect(await screen.findByLabelText(/^First name/)).toHaveValue('Amina');
    await fillIn(/^Phone number/, '');
    await userEvent.click(within(section('Profile')).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a phone number.')).toBeInTheDocument();
    await fillIn(/^Phone number/, '+234 803 000 0002');
    await fillIn(/^First name/, 'Aminat');
    await userEvent.click(within(section('Profile')).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(getStoredUser()?.first_name).toBe('Aminat'));
    const put = calls.find((call) => call.init.method === 'PUT')!;
    expect(put.url).toBe('/api/user/v1/users/1/');
    expect(JSON.parse(String(put.init.body))).toEqual({ first_name: 'Aminat', last_name: 'Bello', phone: '+2348030000002', email: null, gender: 'female' });
  });

  it('switches the high-contrast look on, keeps it on the device and applies it at once', async () => {
    stubFetch(() => ({ body: account }));
    renderSettings();
    const styles = () => [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    const toggle = await within(section('Display')).findByRole('switch', { name: /^High contrast for bright sun/ });
    expect(toggle).not.toBeChecked();
    expect(styles()).not.toContain('--mantine-color-gray-9: #000000');
    await userEvent.click(toggle);
    expect(toggle).toBeChecked();
    expect(readItem(STORAGE_KEYS.look)).toBe('highContrast');
    await waitFor(() => expect(styles()).toContain('--mantine-color-gray-9: #000000'));
    await userEvent.click(toggle);
    expect(readItem(STORAGE_KEYS.look)).toBe('standard');
    await waitFor(() => expect(styles()).not.toContain('--mantine-color-gray-9: #000000'));
  });

  it('changes the password; a wrong current one is shown on its field', async () => {
    const { calls } = stubFetch((url) =>
      url.endsWith('/change-password/')
        ? { status: 400, body: { error: { code: 'invalid_input', message: 'x', fields: { current_password: 'incorrect' } } } }
        : { body: account },
    );
    renderSettings();
    await screen.findByLabelText(/^Current password/);
    await fillIn(/^Current password/, 'Old-pass1');
    await fillIn(/^New password/, 'newpass1');
    await userEvent.click(screen.getByRole('button', { name: 'Change the password' }));
    expect(await screen.findByText('Add a capital letter (A–Z).')).toBeInTheDocument();
    await fillIn(/^New password/, 'New-pass1');
    await fillIn(/^Type the password again/, 'New-pass1');
    await userEvent.click(screen.getByRole('button', { name: 'Change the password' }));
    expect(await screen.findByText('This is not your current password.')).toBeInTheDocument();
    const post = calls.find((call) => call.url.endsWith('/change-password/'))!;
    expect(JSON.parse(String(post.init.body))).toEqual({ current_password: 'Old-pass1', new_password: 'New-pass1' });
  });

  it('deletes the account only after the confirmation popup, then logs out', async () => {
    const { calls } = stubFetch((_url, init) => (init.method === 'DELETE' ? { status: 204 } : { body: account }));
    renderSettings();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete account' }));
    expect(await screen.findByText('Delete your account for good?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.init.method === 'DELETE')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    // The session is purged (the app's router then opens /auth, replacing history).
    await waitFor(() => expect(isLoggedIn()).toBe(false));
    expect(calls.find((call) => call.init.method === 'DELETE')!.url).toBe('/api/user/v1/users/1/');
  });

  it('shows the refusal when produce is still in storage, and stays logged in', async () => {
    stubFetch((_url, init) =>
      init.method === 'DELETE' ? { status: 422, body: { error: { code: 'business_rule', message: 'produce in storage' } } } : { body: account },
    );
    renderSettings();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete account' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('This is not possible with the current data.')).toBeInTheDocument();
    expect(isLoggedIn()).toBe(true);
  });
});
