import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readItem, STORAGE_KEYS } from '../../lib/storage';
import { decodeEscPos, textLines } from '../../test/escpos';
import { renderWithProviders } from '../../test/render';
import { PrinterSettings } from './ThermalPrint';

/** A USB or paired-Bluetooth printer behind Web Serial: what it was sent, in order. */
function stubSerial({ cancel = false } = {}) {
  const written: Uint8Array[] = [];
  const port = {
    getInfo: () => ({ usbVendorId: 0x0416, usbProductId: 0x5011 }),
    open: vi.fn().mockResolvedValue(undefined),
    close: vi.fn().mockResolvedValue(undefined),
    writable: new WritableStream<Uint8Array>({ write: (chunk) => void written.push(chunk) }),
  };
  const serial = {
    requestPort: vi.fn(() => (cancel ? Promise.reject(new DOMException('No port selected by the user.', 'NotFoundError')) : Promise.resolve(port))),
    getPorts: vi.fn().mockResolvedValue([port]),
  };
  Object.defineProperty(navigator, 'serial', { value: serial, configurable: true, writable: true });
  const bytes = () => new Uint8Array(written.flatMap((chunk) => [...chunk]));
  return { serial, port, bytes };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serial');
  window.localStorage.removeItem(STORAGE_KEYS.printer);
});

describe('settings: the thermal printer', { timeout: 60_000 }, () => {
  it('says so where the browser can reach no printer, and offers nothing to press', () => {
    renderWithProviders(<PrinterSettings />);
    expect(screen.getByText(/This browser cannot reach a thermal printer/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Choose a printer' })).not.toBeInTheDocument();
  });

  it('chooses a serial printer, remembers it with its paper, prints a test page and forgets it', async () => {
    const { serial, port, bytes } = stubSerial();
    renderWithProviders(<PrinterSettings />);
    expect(screen.getByText('No printer chosen on this phone.')).toBeInTheDocument();
    await userEvent.click(screen.getByText('80 mm'));
    await userEvent.click(screen.getByRole('button', { name: 'Choose a printer' }));
    expect(await screen.findByText('Printer saved on this phone.')).toBeInTheDocument();
    expect(serial.requestPort).toHaveBeenCalledTimes(1);
    expect(readItem(STORAGE_KEYS.printer)).toEqual({ kind: 'serial', width: 80, name: 'USB printer 0416:5011', usbVendorId: 0x0416, usbProductId: 0x5011 });
    expect(screen.getByText('USB printer 0416:5011 (Bluetooth (paired) or USB), 80 mm paper')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Print a test page' }));
    expect(await screen.findByText('Sent to the printer.')).toBeInTheDocument();
    // The remembered port is used again without the chooser.
    expect(serial.requestPort).toHaveBeenCalledTimes(1);
    expect(port.open).toHaveBeenCalledWith({ baudRate: 9600 });
    expect(port.close).toHaveBeenCalled();
    const decoded = decodeEscPos(bytes());
    expect(textLines(decoded)).toContain('Test page');
    expect(textLines(decoded)).toContain('123456789012345678901234567890123456789012345678');
    expect(decoded.filter((item) => item.kind === 'qr')).toEqual([{ kind: 'qr', data: window.location.origin }]);
    expect(decoded.at(-1)).toEqual({ kind: 'cut' });

    await userEvent.click(screen.getByRole('button', { name: 'Forget the printer' }));
    expect(screen.getByText('No printer chosen on this phone.')).toBeInTheDocument();
    expect(readItem(STORAGE_KEYS.printer)).toBeNull();
  });

  it('says no printer was chosen when the person closes the chooser', async () => {
    stubSerial({ cancel: true });
    renderWithProviders(<PrinterSettings />);
    await userEvent.click(screen.getByRole('button', { name: 'Choose a printer' }));
    expect(await screen.findByText('No printer was chosen.')).toBeInTheDocument();
    expect(readItem(STORAGE_KEYS.printer)).toBeNull();
  });
});
