import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, stubFetch } from '../../test/render';
import { ReceiptActions } from './ReceiptActions';

// Web Share and object URLs are the browser's; jsdom has neither, so each test gives what its device would.
const defineOnNavigator = (name: 'share' | 'canShare', value: unknown) =>
  Object.defineProperty(navigator, name, { value, configurable: true, writable: true });

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
  Reflect.deleteProperty(navigator, 'canShare');
  document.querySelectorAll('iframe[data-receipt-print]').forEach((frame) => frame.remove());
});

function receiptServer() {
  return stubFetch((url) => (url.endsWith('/operation/v1/movements/7/receipt/') ? { body: { pdf: true } } : { status: 404 }));
}

describe('receipts: one tap to print or share', () => {
  it('hands the PDF to the share sheet where the device can share files', async () => {
    receiptServer();
    const share = vi.fn().mockResolvedValue(undefined);
    const canShare = vi.fn((data: ShareData) => (data.files ?? []).every((file) => file.type === 'application/pdf'));
    defineOnNavigator('share', share);
    defineOnNavigator('canShare', canShare);
    renderWithProviders(<ReceiptActions movementId={7} code="K7M2QX" />);
    await userEvent.click(screen.getByRole('button', { name: 'Print or share receipt' }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    const shared = share.mock.calls[0]![0] as ShareData;
    expect(shared.title).toBe('Receipt K7M2QX');
    expect(shared.files![0]!.name).toBe('receipt-K7M2QX.pdf');
    expect(shared.files![0]!.type).toBe('application/pdf');
    expect(document.querySelector('iframe[data-receipt-print]')).toBeNull();
  });

  it('prints the PDF from a hidden frame where the device cannot share files', async () => {
    receiptServer();
    const createObjectURL = vi.fn(() => 'blob:receipt-7');
    vi.stubGlobal('URL', Object.assign(class extends URL {}, { createObjectURL, revokeObjectURL: vi.fn() }));
    renderWithProviders(<ReceiptActions movementId={7} code="K7M2QX" />);
    await userEvent.click(screen.getByRole('button', { name: 'Print or share receipt' }));
    const frame = await waitFor(() => {
      const found = document.querySelector<HTMLIFrameElement>('iframe[data-receipt-print]');
      expect(found).not.toBeNull();
      return found!;
    });
    expect((createObjectURL.mock.calls[0] as unknown as [File])[0].name).toBe('receipt-K7M2QX.pdf');
    expect(frame.getAttribute('src')).toBe('blob:receipt-7');
    expect(frame).toHaveAttribute('aria-hidden', 'true');
    const print = vi.fn();
    Object.defineProperty(frame.contentWindow!, 'print', { value: print, configurable: true });
    frame.dispatchEvent(new Event('load'));
    expect(print).toHaveBeenCalledTimes(1);
  });
});
