import { notifications } from '@mantine/notifications';
import { watchNetwork } from './network';

describe('later network changes (spec §2)', () => {
  it('are only logged, with no toast', () => {
    const log = vi.fn();
    const show = vi.spyOn(notifications, 'show');
    const stop = watchNetwork(log);
    window.dispatchEvent(new Event('offline'));
    window.dispatchEvent(new Event('online'));
    expect(log.mock.calls).toEqual([['network: offline'], ['network: online']]);
    expect(show).not.toHaveBeenCalled();
    stop();
    window.dispatchEvent(new Event('offline'));
    expect(log).toHaveBeenCalledTimes(2);
  });
});
