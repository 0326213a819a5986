import type { DbOrTx } from '../../db/client';
import { attempt, forget, hit, peek, type Backoff } from '../../platform/limits/counters';
import { errors } from '../../platform/errors';

/**
 * Log-in throttling after OWASP's authentication and credential-stuffing guidance: slow guessing down
 * without letting anyone lock an owner out.
 * - Per account and client address: `pair.free` attempts, then each attempt makes the next one from that
 *   address wait `pair.firstSeconds`, doubling, at most `pair.maxSeconds`. Only that address waits.
 * - Per address, across accounts: at most `addressFailures` failures per `addressWindowSeconds`
 *   (a credential-stuffing source), then the address waits for the window to end.
 * - Per account, across addresses: past `accountCeiling` failures in `accountWindowSeconds` the account
 *   is under attack, and every address that fails on it waits from its first failure on (the
 *   `underAttack` backoff). An address that has not failed on the account never waits.
 * A successful log-in clears its address's attempts on that account. Counters live in the database
 * (platform/limits), so they hold across restarts and across server processes.
 */
export interface LoginLimits {
  pair: Backoff;
  underAttack: Backoff;
  /** Attempts of a pair are forgotten this long after the last one. */
  memorySeconds: number;
  addressFailures: number;
  addressWindowSeconds: number;
  accountCeiling: number;
  accountWindowSeconds: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  pair: { free: 5, firstSeconds: 2, maxSeconds: 15 * 60 },
  underAttack: { free: 0, firstSeconds: 60, maxSeconds: 15 * 60 },
  memorySeconds: 60 * 60,
  addressFailures: 100,
  addressWindowSeconds: 60 * 60,
  accountCeiling: 20,
  accountWindowSeconds: 60 * 60,
};

const keys = (account: string, address: string) => ({
  pair: `login:pair:${address}|${account}`,
  address: `login:address:${address}`,
  account: `login:account:${account}`,
});

export interface LoginThrottle {
  /** Refuses (429 with Retry-After) an address that must wait; otherwise counts the attempt. */
  admit(account: string, address: string): Promise<void>;
  /** The password was wrong (or the account unknown): counts against the address and the account. */
  failed(account: string, address: string): Promise<void>;
  /** The log-in worked: this address's attempts on the account are forgotten. */
  succeeded(account: string, address: string): Promise<void>;
}

export function createLoginThrottle(db: DbOrTx, limits: LoginLimits = DEFAULT_LOGIN_LIMITS): LoginThrottle {
  return {
    async admit(account, address) {
      const key = keys(account, address);
      const states = await peek(db, [key.address, key.account]);
      const byAddress = states.get(key.address);
      if (byAddress && byAddress.hits >= limits.addressFailures) throw errors.rateLimited(Math.max(1, byAddress.resetsInSeconds));
      const underAttack = (states.get(key.account)?.hits ?? 0) >= limits.accountCeiling;
      const result = await attempt(db, key.pair, limits.memorySeconds, underAttack ? limits.underAttack : limits.pair);
      if (!result.allowed) throw errors.rateLimited(result.retryAfterSeconds);
    },
    async failed(account, address) {
      const key = keys(account, address);
      await hit(db, key.address, limits.addressWindowSeconds);
      await hit(db, key.account, limits.accountWindowSeconds);
    },
    async succeeded(account, address) {
      await forget(db, keys(account, address).pair);
    },
  };
}
