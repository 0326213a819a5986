import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../test/render';
import { actAs } from '../test/sessions';
import { forgetEarlyData, mainPageDataIn, mainPageFiguresIn, prefetchStartPage } from './fullApp';

/** A fetch stub whose answers wait until `release` is called for their path (a part of the URL). */
function heldAnswers() {
  const waiting = new Map<string, () => void>();
  const { calls } = stubFetch(
    (url) =>
      new Promise((resolve) => {
        const part = ['dashboard', 'produce', 'notifications', 'compan'].find((name) => url.includes(name)) ?? url;
        const body = part === 'dashboard' ? { rooms: [] } : part === 'compan' ? { id: 1, name: 'Dawanau Cold' } : { count: 0, next: null, previous: null, results: [] };
        waiting.set(part, () => resolve({ body }));
      }),
  );
  const release = async (part: string) => {
    await vi.waitFor(() => expect(waiting.has(part)).toBe(true));
    waiting.get(part)!();
  };
  return { calls, release };
}

/** Whether `promise` has settled, after the answers and the query cache have had their turn. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 30));
  return done;
}

describe('the app drawn once the main page’s early answers are in (issue 25)', () => {
  afterEach(() => {
    forgetEarlyData();
    vi.unstubAllGlobals();
    actAs(null);
  });

  it('on the daily open waits for every early answer of the main page, not only today’s figures', async () => {
    actAs('Operator');
    window.history.replaceState(null, '', '/');
    const { calls, release } = heldAnswers();
    prefetchStartPage();
    await vi.waitFor(() => expect(calls.length).toBeGreaterThanOrEqual(4));
    const data = mainPageDataIn(10_000);
    const figures = mainPageFiguresIn(10_000);
    await release('dashboard');
    expect(await settled(figures)).toBe(true);
    expect(await settled(data)).toBe(false);
    await release('produce');
    await release('compan');
    expect(await settled(data)).toBe(false);
    await release('notifications');
    expect(await settled(data)).toBe(true);
  });

  it('draws all the same once the wait is over, should an answer never come', async () => {
    actAs('Operator');
    window.history.replaceState(null, '', '/');
    heldAnswers();
    prefetchStartPage();
    const started = Date.now();
    await mainPageDataIn(150);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('does not wait when nothing is being asked for', async () => {
    actAs(null);
    expect(await settled(mainPageDataIn(10_000))).toBe(true);
    expect(await settled(mainPageFiguresIn(10_000))).toBe(true);
  });
});
