/** Waits between tries while the network is down: 5 s, 10 s, 20 s … at most 5 minutes. */
export const FIRST_DELAY_MS = 5_000;
export const MAX_DELAY_MS = 5 * 60_000;

/**
 * The wait after `attempts` failed tries (1 = the first failure), with up to a fifth taken off at random so
 * that the phones of one room, back on the network together, do not all call at the same second.
 */
export function retryDelay(attempts: number, random: () => number = Math.random): number {
  const exponent = Math.min(Math.max(attempts, 1) - 1, 16);
  const full = Math.min(FIRST_DELAY_MS * 2 ** exponent, MAX_DELAY_MS);
  return Math.round(full * (1 - 0.2 * random()));
}
