import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers';
import { renderWithProviders } from '../../test/render';
import type { QrReader } from './detector';
import { ScanSheet } from './ScanSheet';

function fakeCamera(getUserMedia: () => Promise<MediaStream>) {
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
}

describe('ScanSheet', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'mediaDevices');
  });
  it('says clearly when the camera is refused, and the typed code still works', async () => {
    fakeCamera(() => Promise.reject(Object.assign(new Error('no'), { name: 'NotAllowedError' })));
    const onValue = vi.fn(async (value: string) => (value === 'AB12CD' ? null : 'scan.errors.unknown'));
    renderWithProviders(<ScanSheet opened onClose={() => undefined} onValue={onValue} reader={async () => ({ kind: 'wasm', read: async () => [] })} />);
    expect(await screen.findByText('The camera is not allowed')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Or type the code/), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText('This code is not known here.')).toBeInTheDocument();
    expect(onValue).toHaveBeenCalledWith('nope');
  });

  it('reads a code from the camera, hands it over once, and stops the camera when closed', async () => {
    const stop = vi.fn();
    const track = { stop, getCapabilities: () => ({ torch: true }), applyConstraints: vi.fn(async () => undefined) };
    const stream = { getTracks: () => [track], getVideoTracks: () => [track] } as unknown as MediaStream;
    fakeCamera(async () => stream);
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(4);
    const reader: QrReader = { kind: 'wasm', read: vi.fn(async () => ['https://app.example/c/AbCdEfGhIjKlMnOpQrStUv']) };
    const onValue = vi.fn(async () => 'scan.errors.otherCompany');
    const { rerender, queryClient } = renderWithProviders(<ScanSheet opened onClose={() => undefined} onValue={onValue} reader={async () => reader} />);
    expect(await screen.findByText('This label belongs to another company.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Torch' })).toBeInTheDocument();
    await waitFor(() => expect(vi.mocked(reader.read).mock.calls.length).toBeGreaterThan(2));
    expect(onValue).toHaveBeenCalledTimes(1);
    rerender(
      <AppProviders queryClient={queryClient}>
        <ScanSheet opened={false} onClose={() => undefined} onValue={onValue} reader={async () => reader} />
      </AppProviders>,
    );
    await waitFor(() => expect(stop).toHaveBeenCalled());
  });
});
