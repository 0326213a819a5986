import { eq, sql, type SQL } from 'drizzle-orm';
import { users } from '../../db/schema';
import { normalisePhone } from '../../platform/phone';

/** How a login username finds its user: a phone in E.164, or (service providers only) an email. */
export type LoginIdentity = { kind: 'phone'; phone: string } | { kind: 'email'; email: string } | { kind: 'unusable'; raw: string };

export function identify(username: string): LoginIdentity {
  const text = username.trim();
  if (text.includes('@')) return { kind: 'email', email: text.toLowerCase() };
  const phone = normalisePhone(text);
  return phone ? { kind: 'phone', phone } : { kind: 'unusable', raw: text.toLowerCase() };
}

/** The key login attempts are counted under, so "+234 803…" and "+234803…" share one budget. */
export function identityKey(identity: LoginIdentity): string {
  if (identity.kind === 'phone') return identity.phone;
  if (identity.kind === 'email') return identity.email;
  return identity.raw;
}

export function userMatching(identity: LoginIdentity): SQL | undefined {
  if (identity.kind === 'phone') return eq(users.phone, identity.phone);
  if (identity.kind === 'email') return sql`lower(${users.email}) = ${identity.email}`;
  return undefined;
}
