import type { Invitation } from '@coldroom/contract';
import { benchPhone, newPerson, newSession } from '../actions';
import { ANONYMOUS, EVERYONE, recipe, SP, STAFF, type Caller, type Recipe } from '../types';
import { userIdOf, type World } from '../world';

const role = (caller: Caller) => (caller === 'anonymous' ? 'Farmer' : caller);
/** A private-range address (10.0.0.0/8), a new one for each n. */
const benchAddress = (n: number) => `10.${Math.floor(n / 62_500) % 250}.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;

const NEW_PASSWORD = 'Bench-password2';

/** What the settings page sends: the name as it is, the language chosen. */
const profileChange = { first_name: 'Bench', language: 'en' as const };

async function invitation(w: World, kind: 'operator' | 'service-provider'): Promise<Invitation> {
  const body = { phone: benchPhone(w), first_name: 'Invited', last_name: `No ${w.next()}`, partOne: 'Join our cold room:', partTwo: '', urlOne: 'http://127.0.0.1/signup' };
  return w.api<Invitation>('Service Provider', 'POST', `/api/user/v1/${kind}-invite/`, kind === 'operator' ? { ...body, cooling_units: [w.ids.roomId] } : body, 201);
}

function inviteSignup(kind: 'operator' | 'service-provider') {
  return async (w: World) => {
    const invited = await invitation(w, kind);
    const body = { first_name: 'Invited', last_name: invited.last_name ?? 'Person', phone: invited.phone, password: NEW_PASSWORD, code: invited.code, language: 'en' };
    return { path: `/api/user/v1/${kind}-invite-signup/`, expect: 201, body };
  };
}

/** Accounts, companies, staff, farmers, invitations and the SMS outbox. */
export const peopleRecipes: Recipe[] = [
  recipe('GET /api/user/v1/users/{id}/', EVERYONE, (w, c) => ({ path: `/api/user/v1/users/${userIdOf(w, role(c))}/` })),
  recipe('PUT /api/user/v1/users/{id}/', EVERYONE, (w, c) => ({ path: `/api/user/v1/users/${userIdOf(w, role(c))}/`, body: profileChange })),
  recipe('DELETE /api/user/v1/users/{id}/ | deletes their own account', ['Operator', 'Farmer'], async (w, c) => {
    const { person, session } = await newSession(w, role(c));
    return { path: `/api/user/v1/users/${person.user.id}/`, token: session.access, expect: 204 };
  }),
  recipe("DELETE /api/user/v1/users/{id}/ | a colleague's account", SP, async (w) => {
    const operator = await newPerson(w, 'Operator');
    return { path: `/api/user/v1/users/${operator.user.id}/`, expect: 204 };
  }),

  recipe('GET /api/user/v1/companies/', EVERYONE, () => ({ path: '/api/user/v1/companies/' })),
  recipe('GET /api/user/v1/companies/{id}/', EVERYONE, (w) => ({ path: `/api/user/v1/companies/${w.ids.companyId}/` })),
  recipe('PUT /api/user/v1/companies/{id}/', SP, (w) => ({
    path: `/api/user/v1/companies/${w.ids.companyId}/`,
    form: () => {
      const form = new FormData();
      form.append('account_name', 'Bench Cold Rooms Ltd');
      form.append('bank_name', 'First Bank');
      return form;
    },
  })),

  recipe('GET /api/user/v1/service-providers/', SP, (w) => ({ path: `/api/user/v1/service-providers/?company=${w.ids.companyId}&page=1&page_size=20` })),
  recipe('GET /api/user/v1/service-providers/{id}/', SP, (w) => ({ path: `/api/user/v1/service-providers/${w.ids.serviceProviderId}/` })),
  recipe('GET /api/user/v1/operators/', STAFF, (w, c) => ({
    path: c === 'Operator' ? `/api/user/v1/operators/?user_id=${w.ids.operatorUserId}` : `/api/user/v1/operators/?company=${w.ids.companyId}&page=1&page_size=20`,
  })),
  recipe('GET /api/user/v1/operators/{id}/', STAFF, (w) => ({ path: `/api/user/v1/operators/${w.ids.operatorId}/` })),
  recipe('DELETE /api/user/v1/operators/{id}/', SP, async (w) => {
    const operator = await newPerson(w, 'Operator');
    const { items } = await w.api<{ items: { id: number }[] }>('Service Provider', 'GET', `/api/user/v1/operators/?company=${w.ids.companyId}&user_id=${operator.user.id}`);
    return { path: `/api/user/v1/operators/${items[0]!.id}/`, expect: 204 };
  }),

  recipe('POST /api/user/v1/farmers/ | staff register a farmer without a login', STAFF, (w) => ({
    path: '/api/user/v1/farmers/',
    expect: 201,
    body: { user: { first_name: 'Hauwa', last_name: `Bench ${w.next()}`, gender: 'female', phone: benchPhone(w), language: 'en' }, createUser: false, parent_name: 'Bello' },
  })),
  // Answers 202: the account is made once the phone's code comes back (POST …/farmers/verify/).
  recipe('POST /api/user/v1/farmers/ | a farmer signs up', ANONYMOUS, (w) => ({
    path: '/api/user/v1/farmers/',
    expect: 202,
    // Each sign-up from its own phone's address (the bench server trusts X-Forwarded-For): from one address
    // the route's limit (30 an hour) and the sign-up's own refuse the run's later calls, and 429s were timed.
    headers: { 'x-forwarded-for': benchAddress(w.next()) },
    body: { user: { first_name: 'Sani', last_name: `Bench ${w.next()}`, gender: 'male', phone: benchPhone(w), password: NEW_PASSWORD, language: 'en' }, createUser: true },
  })),
  recipe('POST /api/user/v1/farmers/ | staff link a farmer by code', STAFF, async (w) => {
    const farmer = await newPerson(w, 'Farmer', { company: null });
    const [row] = await w.db.query.farmers.findMany({ where: (f, { eq }) => eq(f.userId, farmer.user.id), columns: { userCode: true } });
    return { path: '/api/user/v1/farmers/', body: { user_code: row!.userCode } };
  }),
  recipe('GET /api/user/v1/farmers/', EVERYONE, (w, c) => ({
    path: c === 'Farmer' ? `/api/user/v1/farmers/?user_id=${w.ids.farmerUserId}&page=1&page_size=1` : `/api/user/v1/farmers/?company=${w.ids.companyId}&page=1&page_size=20`,
  })),
  recipe('GET /api/user/v1/farmers/{id}/', EVERYONE, (w) => ({ path: `/api/user/v1/farmers/${w.ids.farmerId}/` })),
  recipe('PUT /api/user/v1/farmers/{id}/ | the farmer changes their details', ['Farmer'], (w) => ({
    path: `/api/user/v1/farmers/${w.ids.farmerId}/`,
    body: { first_name: 'Bench', parent_name: 'Ibrahim', language: 'en' },
  })),
  recipe('PUT /api/user/v1/farmers/{id}/ | staff change a farmer they registered', STAFF, async (w) => {
    const farmer = await newPerson(w, 'Farmer', { canLogIn: false });
    const [row] = await w.db.query.farmers.findMany({ where: (f, { eq }) => eq(f.userId, farmer.user.id), columns: { id: true } });
    return { path: `/api/user/v1/farmers/${row!.id}/`, body: { first_name: 'Bench', parent_name: 'Ibrahim', phone: benchPhone(w) } };
  }),
  recipe('DELETE /api/user/v1/farmers/{id}/', STAFF, async (w) => {
    const farmer = await newPerson(w, 'Farmer', { canLogIn: false });
    const [row] = await w.db.query.farmers.findMany({ where: (f, { eq }) => eq(f.userId, farmer.user.id), columns: { id: true } });
    return { path: `/api/user/v1/farmers/${row!.id}/`, expect: 204 };
  }),

  recipe('POST /api/user/v1/operator-invite/', SP, (w) => ({
    path: '/api/user/v1/operator-invite/',
    expect: 201,
    body: { phone: benchPhone(w), first_name: 'Invited', last_name: 'Operator', cooling_units: [w.ids.roomId], partOne: 'Join our cold room:', partTwo: '', urlOne: 'http://127.0.0.1/signup' },
  })),
  recipe('GET /api/user/v1/operator-invite/ | the pending list', SP, (w) => ({ path: `/api/user/v1/operator-invite/?company=${w.ids.companyId}` })),
  recipe('GET /api/user/v1/operator-invite/ | the sign-up form looks up its code', ANONYMOUS, async (w) => ({
    path: `/api/user/v1/operator-invite/?code=${(await invitation(w, 'operator')).code}`,
  })),
  recipe('POST /api/user/v1/operator-invite-signup/', ANONYMOUS, inviteSignup('operator')),
  recipe('POST /api/user/v1/service-provider-invite/', SP, (w) => ({
    path: '/api/user/v1/service-provider-invite/',
    expect: 201,
    body: { phone: benchPhone(w), first_name: 'Invited', last_name: 'Manager', partOne: 'Join our company:', partTwo: '', urlOne: 'http://127.0.0.1/signup' },
  })),
  recipe('GET /api/user/v1/service-provider-invite/', SP, (w) => ({ path: `/api/user/v1/service-provider-invite/?company=${w.ids.companyId}` })),
  recipe('POST /api/user/v1/service-provider-invite-signup/', ANONYMOUS, inviteSignup('service-provider')),
  recipe('DELETE /api/user/v1/invitations/{id}/', SP, async (w) => ({ path: `/api/user/v1/invitations/${(await invitation(w, 'operator')).id}/`, expect: 204 })),

  recipe('GET /api/user/v1/sms-outbox/', SP, (w) => ({ path: `/api/user/v1/sms-outbox/?company=${w.ids.companyId}&page=1&page_size=10` })),
];
