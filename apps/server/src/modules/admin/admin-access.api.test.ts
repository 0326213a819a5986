import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createCompanyWithStaff, logIn, uniquePhone, type Person, type Session } from '../../../test/factories';
import { operationsOf, type OpenApiDocument, type Operation } from '../../../test/malformed/openapi';
import { createAdministrator } from '../../tools/admin';

/**
 * Every administrator operation, read from the OpenAPI document the app serves, called by a service
 * provider, an operator, a farmer and nobody: each is refused (403, 401 without a login) before its input
 * is even read. A route given to another role, or a new admin route without the Administrator-only access,
 * fails here. The administrator, calling the same requests, is not refused.
 */
let t: TestApp;
let doc: OpenApiDocument & { paths: Record<string, Record<string, { tags?: string[] }>> };
let sessions: Record<'Service Provider' | 'Operator' | 'Farmer' | 'Administrator', Session>;

beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  const staff = await createCompanyWithStaff(t.database.db);
  const phone = uniquePhone();
  const admin = await createAdministrator(t.database.db, { phone, password: 'Admin-pass1' });
  const adminPerson = { user: { id: admin.id, phone } as Person['user'], role: 'Administrator', userType: 'admin', password: 'Admin-pass1' } satisfies Person;
  sessions = {
    'Service Provider': await logIn(t.app, staff.serviceProvider),
    Operator: await logIn(t.app, staff.operator),
    Farmer: await logIn(t.app, staff.farmer),
    Administrator: await logIn(t.app, adminPerson),
  };
});
afterAll(async () => t?.close());

const adminOperations = (): Operation[] =>
  operationsOf(doc).filter((op) => op.path.startsWith('/api/admin/') || (doc.paths[op.path]?.[op.method.toLowerCase()]?.tags ?? []).includes('admin'));

function request(op: Operation, session: Session | null) {
  const url = op.path.replace(/\{[^}]+\}/g, '1');
  const body = op.body ? { payload: {}, headers: { 'content-type': 'application/json' } } : { headers: {} };
  return t.app.inject({
    method: op.method as 'GET',
    url,
    ...(op.body ? { payload: body.payload } : {}),
    headers: { ...body.headers, ...(session?.headers ?? {}) },
  });
}

describe('administrator endpoints', () => {
  it('are all under /api/admin/ and the document lists them all', () => {
    const ops = adminOperations();
    expect(ops.length).toBeGreaterThanOrEqual(6);
    for (const op of ops) expect(op.path, op.id).toMatch(/^\/api\/admin\//);
  });

  it('refuse every service provider, operator and farmer (403) and anyone without a login (401)', async () => {
    for (const op of adminOperations()) {
      for (const role of ['Service Provider', 'Operator', 'Farmer'] as const) {
        const response = await request(op, sessions[role]);
        expect(response.statusCode, `${role}: ${op.id}`).toBe(403);
        expect(response.json().error.code, `${role}: ${op.id}`).toBe('forbidden');
      }
      expect((await request(op, null)).statusCode, `anonymous: ${op.id}`).toBe(401);
    }
  });

  it('are reached by the administrator (the same requests are not refused)', async () => {
    for (const op of adminOperations()) {
      const status = (await request(op, sessions.Administrator)).statusCode;
      expect([401, 403], `${op.id} answered ${status}`).not.toContain(status);
    }
  });
});
