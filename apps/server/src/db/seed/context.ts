import type { Tx } from '../client';

/** What each demo step hands to the next: ids by a readable key, so later steps refer to earlier rows. */
export interface DemoContext {
  tx: Tx;
  /** argon2id hash of DEMO_PASSWORD, computed once. */
  passwordHash: string;
  companies: Map<string, number>;
  users: Map<string, number>;
  /** Cooling units by key (sites step), for later steps such as check-ins. */
  rooms: Map<string, number>;
}

/** One part of the demo data. Later issues append steps (rooms, crates, history) to DEMO_STEPS. */
export interface DemoStep {
  name: string;
  run(ctx: DemoContext): Promise<void>;
}

export const DEMO_PASSWORD = 'Coldroom-demo1';

export function idOf(map: Map<string, number>, key: string): number {
  const id = map.get(key);
  if (id === undefined) throw new Error(`Demo data: "${key}" must be created by an earlier step`);
  return id;
}
