import { onlineManager } from '@tanstack/react-query';
import { apiFetch } from './api';
import { RECHECK_MS, watchConnectivity } from './connectivity';

describe('connectivity as the app can reach the server', () => {
  let stop: () => void;
  beforeEach(() => {
    onlineManager.setOnline(true);
    stop = watchConnectivity();
  });
  afterEach(() => {
    stop();
    onlineManager.setOnline(true);
    vi.useRealTimers();
  });

  it('goes offline when a request cannot reach the server, and online at the next that does', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(apiFetch('/storage/v1/produce/')).rejects.toMatchObject({ status: 0 });
    expect(onlineManager.isOnline()).toBe(false);
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('{"version":"1"}', { status: 200 })));
    await apiFetch('/user/version/');
    expect(onlineManager.isOnline()).toBe(true);
  });

  it('while offline, asks the server every 20 s until it answers, then stops asking', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const failing = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', failing);
    await apiFetch('/storage/v1/produce/').catch(() => undefined);
    expect(failing).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(RECHECK_MS);
    expect(failing).toHaveBeenCalledTimes(2);
    expect(String(failing.mock.calls[1]?.[0])).toContain('/user/version/');
    const answering = vi.fn().mockResolvedValue(new Response('{"version":"1"}', { status: 200 }));
    vi.stubGlobal('fetch', answering);
    await vi.advanceTimersByTimeAsync(RECHECK_MS);
    expect(answering).toHaveBeenCalledTimes(1);
    expect(onlineManager.isOnline()).toBe(true);
    await vi.advanceTimersByTimeAsync(RECHECK_MS * 3);
    expect(answering).toHaveBeenCalledTimes(1);
  });

  it('a server that answers with an error is reached: the app stays online', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('{"error":{"code":"service_unavailable","message":"x"}}', { status: 503 })));
    await apiFetch('/storage/v1/produce/').catch(() => undefined);
    expect(onlineManager.isOnline()).toBe(true);
  });
});
