import { screen } from '@testing-library/react';
import { showToast } from '../components/toast';
import { renderWithProviders } from '../test/render';

describe('toasts', () => {
  it('sit at the bottom (above the phone bar, Overlays.module.css), not over the header', async () => {
    renderWithProviders(<div />);
    showToast('analytics.online', 'success');
    const toast = await screen.findByRole('status');
    expect(toast.closest('[data-position]')).toHaveAttribute('data-position', 'bottom-center');
  });
});
