import { SUCCESS_POPUP_MS, TOAST_MS } from '@coldroom/contract';
import { notifications } from '@mantine/notifications';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { showToast } from '../toast';
import { openConfirmation } from './ConfirmationPopup';
import { openNewVersionPopup } from './NewVersionPopup';
import { openSuccessPopup } from './SuccessPopup';

const mount = () => renderWithProviders(<div />);

describe('confirmation popup (spec §2)', () => {
  it('shows the translated message with Cancel and Confirm and resolves true on Confirm', async () => {
    mount();
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = openConfirmation({ messageKey: 'shared.logoutQuestion' });
    });
    expect(await screen.findByText('Do you want to log out of Coldroom on this device?')).toBeInTheDocument();
    expect(document.querySelector('.tabler-icon-circle-check')).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(answer).resolves.toBe(true);
  });

  it('names its dialog by the question, so a screen reader reads it as the popup opens', async () => {
    mount();
    act(() => {
      void openConfirmation({ messageKey: 'shared.logoutQuestion' });
    });
    expect(await screen.findByRole('dialog', { name: 'Do you want to log out of Coldroom on this device?' })).toBeInTheDocument();
  });

  it('resolves false on Cancel', async () => {
    mount();
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = openConfirmation({ messageKey: 'shared.logoutQuestion' });
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await expect(answer).resolves.toBe(false);
  });

  it('can show the message without buttons, and resolves false when dismissed', async () => {
    mount();
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = openConfirmation({ messageKey: 'shared.saved', buttons: false });
    });
    await screen.findByText('Saved.');
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await expect(answer).resolves.toBe(false);
  });
});

describe('success popup (spec §2)', () => {
  it('closes itself after 5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mount();
    let closed = false;
    act(() => {
      void openSuccessPopup('analytics.online').then(() => {
        closed = true;
      });
    });
    expect(await screen.findByText('You are online.')).toBeInTheDocument();
    // Named by its message, which a screen reader reads as it opens.
    expect(screen.getByRole('dialog', { name: 'You are online.' })).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SUCCESS_POPUP_MS - 100);
    });
    expect(closed).toBe(false);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    expect(closed).toBe(true);
  });
});

describe('new version popup (spec §2)', () => {
  it("shows 'new version', 'please update' and an update button that opens the store page", async () => {
    mount();
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    act(() => openNewVersionPopup('https://store.example/coldroom'));
    expect(await screen.findByText('New version')).toBeInTheDocument();
    expect(document.querySelector('.tabler-icon-cloud-download')).not.toBeNull();
    expect(screen.getByText('Please update the app to keep using Coldroom.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(open).toHaveBeenCalledWith('https://store.example/coldroom', '_blank', 'noopener');
  });
});

describe('toasts (spec §2)', () => {
  it('last 3 seconds by default and show translated text', () => {
    const show = vi.spyOn(notifications, 'show');
    showToast('analytics.online', 'success');
    expect(show).toHaveBeenLastCalledWith(expect.objectContaining({ message: 'You are online.', autoClose: TOAST_MS }));
    showToast('analytics.offline', 'danger', 10_000);
    expect(show).toHaveBeenLastCalledWith(expect.objectContaining({ color: 'red', autoClose: 10_000 }));
  });

  it('interrupt a screen reader only for failures; other news is a polite status', async () => {
    mount();
    showToast('analytics.online', 'success');
    expect(await screen.findByRole('status')).toHaveTextContent('You are online.');
    showToast('analytics.offline', 'danger');
    expect(await screen.findByRole('alert')).toHaveTextContent('You are offline');
  });
});
