import type { CompanyRole } from '@coldroom/contract';
import type { Db } from '../../src/db/client';
import { logIn, sendJson, type Login } from './http';

/** Ids of one data set that the recipes' requests name. */
export interface WorldIds {
  companyId: number;
  locationId: number;
  /** A crates room the operator runs, holding the farmer's produce: most reads and writes go here. */
  roomId: number;
  /** Another room of the operator that accepts `cropCode` (a check-in by code moves produce there). */
  otherRoomId: number;
  /** A crop both rooms accept. */
  cropCode: string;
  spUserId: number;
  /** service_providers.id of the service provider. */
  serviceProviderId: number;
  operatorUserId: number;
  /** operators.id of the operator. */
  operatorId: number;
  farmerUserId: number;
  /** farmers.id of the farmer. */
  farmerId: number;
  /** The farmer's newest check-in, check-out and movement, and a lot of theirs in storage. */
  checkInId: number;
  checkOutId: number;
  movementId: number;
  lotId: number;
  /** A room with a sensor, and a device key of it. */
  sensorRoomId: number;
  deviceKey: string;
  /** Stored name of the company's logo (GET /api/files/logos/{name}). */
  logoName: string;
}

/** users.id of the world's person of a role. */
export function userIdOf(world: World, role: CompanyRole): number {
  return role === 'Farmer' ? world.ids.farmerUserId : role === 'Operator' ? world.ids.operatorUserId : world.ids.spUserId;
}

/** Logs every person of the world in once, so a broken login stops the pass before it is retried into a rate limit. */
export async function checkLogins(world: World): Promise<void> {
  for (const role of Object.keys(world.logins) as CompanyRole[]) {
    await world.token(role).catch((error: Error) => {
      throw new Error(`endpoints (${world.label}): the ${role} cannot log in: ${error.message}`);
    });
  }
}

/** One data set the endpoint pass runs on: its people, their sessions and the ids requests use. */
export interface World {
  /** "demo data" or "large history". */
  label: string;
  baseUrl: string;
  db: Db;
  ids: WorldIds;
  /** The company's time zone (analysis ranges are its calendar days). */
  timeZone: string;
  logins: Record<CompanyRole, Login>;
  /** A valid access token of the role's user (logged in again every 10 minutes; tokens last 15). */
  token(role: CompanyRole): Promise<string>;
  /** An untimed JSON request as the role's user, for preparing data; throws unless it answers `expect`. */
  api<T>(role: CompanyRole, method: string, path: string, body?: unknown, expect?: number, headers?: Record<string, string>): Promise<T>;
  /** A counter for unique names and phone numbers across recipes. */
  next(): number;
}

const TOKEN_MAX_AGE_MS = 10 * 60_000;
/** Shared by every world of the run, so names and phone numbers made from it never repeat. */
let counter = 0;

export function createWorld(input: { label: string; baseUrl: string; db: Db; ids: WorldIds; timeZone: string; logins: Record<CompanyRole, Login> }): World {
  const sessions = new Map<CompanyRole, { token: string; at: number }>();
  const token = async (role: CompanyRole) => {
    const held = sessions.get(role);
    if (held && Date.now() - held.at < TOKEN_MAX_AGE_MS) return held.token;
    const session = await logIn(input.baseUrl, input.logins[role]);
    sessions.set(role, { token: session.access, at: Date.now() });
    return session.access;
  };
  return {
    ...input,
    token,
    async api<T>(role: CompanyRole, method: string, path: string, body?: unknown, expect = 200, headers?: Record<string, string>) {
      return sendJson<T>(input.baseUrl, { method, path, body, expect, token: await token(role), ...(headers ? { headers } : {}) });
    },
    next: () => (counter += 1),
  };
}
