import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, stubFetch } from '../../test/render';
import { PrintLabels } from './PrintLabels';

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
  Reflect.deleteProperty(navigator, 'canShare');
});

describe('printing a check-in’s crate labels', () => {
  it('asks for the chosen format and hands the PDF to the share sheet', async () => {
    const { calls } = stubFetch((url) => (url.includes('/operation/v1/check-ins/12/labels/') ? { body: { pdf: true } } : { status: 404 }));
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true, writable: true });
    Object.defineProperty(navigator, 'canShare', { value: () => true, configurable: true, writable: true });
    renderWithProviders(<PrintLabels checkInId={12} code="K7M2QX" />);
    await userEvent.click(screen.getByText('58 mm'));
    await userEvent.click(screen.getByRole('button', { name: 'Print labels' }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(calls[0]!.url).toContain('/operation/v1/check-ins/12/labels/?format=58mm');
    const shared = share.mock.calls[0]![0] as ShareData;
    expect(shared.title).toBe('Labels K7M2QX');
    expect(shared.files![0]!.name).toBe('labels-K7M2QX-58mm.pdf');
  });
});
