import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { scanNatively, type BarcodePluginLike } from './nativeScanner';
import { ScanSheet } from './ScanSheet';

// Stand-ins for the Capacitor barcode-scanner plugin (it needs a phone's camera), answering as it documents:
// `{ ScanResult }`, or an error whose code is OS-PLUG-BARC-0006 (cancelled) or -0007 (camera not allowed).
const answering = (answer: () => Promise<{ ScanResult: string }>) => {
  const plugin: BarcodePluginLike & { options: unknown[] } = {
    options: [],
    scanBarcode: async (options) => {
      plugin.options.push(options);
      return answer();
    },
  };
  return plugin;
};
const failing = (code: string, message: string) => answering(() => Promise.reject(Object.assign(new Error(message), { code })));

describe("the Capacitor app's scanner", () => {
  it('asks the plugin for a QR code from the back camera with our words, and hands over what it read', async () => {
    const plugin = answering(async () => ({ ScanResult: ' https://app.example/c/AbCdEfGhIjKlMnOpQrStUv/4 ' }));
    expect(await scanNatively('Hold the label', async () => plugin)).toEqual({ ok: true, value: 'https://app.example/c/AbCdEfGhIjKlMnOpQrStUv/4' });
    expect(plugin.options[0]).toMatchObject({ hint: 0, scanInstructions: 'Hold the label', cameraDirection: 1 });
  });

  it('tells a cancel, a refused camera and a failure apart', async () => {
    expect(await scanNatively('x', async () => failing('OS-PLUG-BARC-0006', 'Couldn’t scan because the process was cancelled.'))).toEqual({ ok: false, problem: 'cancelled' });
    expect(await scanNatively('x', async () => failing('OS-PLUG-BARC-0007', 'Couldn’t scan because camera access wasn’t provided.'))).toEqual({ ok: false, problem: 'refused' });
    expect(await scanNatively('x', async () => failing('OS-PLUG-BARC-0004', 'Error while trying to scan code.'))).toEqual({ ok: false, problem: 'failed' });
    expect(await scanNatively('x', async () => Promise.reject(new Error('plugin not implemented')))).toEqual({ ok: false, problem: 'failed' });
  });

  it('opens at once in the scan sheet, sends the value the same way as a browser scan, and opens again from its button', async () => {
    const native = vi.fn().mockResolvedValueOnce({ ok: true, value: 'AB12CD' }).mockResolvedValueOnce({ ok: false, problem: 'refused' });
    const onValue = vi.fn(async () => 'scan.errors.unknown');
    const getUserMedia = vi.fn();
    Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
    try {
      renderWithProviders(<ScanSheet opened onClose={() => undefined} onValue={onValue} native={native} />);
      await waitFor(() => expect(onValue).toHaveBeenCalledWith('AB12CD'));
      expect(await screen.findByText('This code is not known here.')).toBeInTheDocument();
      // The browser's camera is not used in the app.
      expect(getUserMedia).not.toHaveBeenCalled();
      await userEvent.click(screen.getByRole('button', { name: 'Open the camera' }));
      expect(await screen.findByText('The camera is not allowed')).toBeInTheDocument();
      expect(native).toHaveBeenCalledTimes(2);
    } finally {
      Reflect.deleteProperty(navigator, 'mediaDevices');
    }
  });
});
