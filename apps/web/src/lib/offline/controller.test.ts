import { afterEach, describe, expect, it } from 'vitest';
import { actAs } from '../../test/sessions';
import { getSyncSnapshot, networkChanged, refreshCounts, subscribeSync } from './controller';

describe('the sync figures the header reads (issue 25)', () => {
  afterEach(() => actAs(null));

  it('announce a change once, and nothing when nothing changed', async () => {
    actAs(null);
    // A known start, whatever the files before this one left (modules are shared in the whole suite): online,
    // nothing queued. Logged out, neither starts a sync round.
    networkChanged(true);
    await refreshCounts();
    let announced = 0;
    const stop = subscribeSync(() => (announced += 1));
    try {
      // Logged out: no queue, the counts stay at 0 — no announcement, no new snapshot.
      const before = getSyncSnapshot();
      await refreshCounts();
      expect(announced).toBe(0);
      expect(getSyncSnapshot()).toBe(before);
      networkChanged(true);
      expect(announced).toBe(0);
      networkChanged(false);
      expect(announced).toBe(1);
      expect(getSyncSnapshot().online).toBe(false);
      networkChanged(false);
      expect(announced).toBe(1);
    } finally {
      stop();
    }
  });
});
