import type { CompanyRole } from '@coldroom/contract';
import { passwordResets } from '../../../src/db/schema';
import { hashResetCode } from '../../../src/modules/password-reset/codes';
import { benchPhone, newPerson, newSession } from '../actions';
import { logIn } from '../http';
import { ANONYMOUS, EVERYONE, recipe, type Caller, type Recipe } from '../types';

const asRole = (caller: Caller): CompanyRole => {
  if (caller === 'anonymous') throw new Error('this recipe needs a role');
  return caller;
};
const NEW_PASSWORD = 'Bench-password2';

/** Version checks, health, map settings, the crop catalogue, a logo; logging in and out, passwords, sign-up. */
export const publicAndAuthRecipes: Recipe[] = [
  recipe('GET /api/user/version/', ANONYMOUS, () => ({ path: '/api/user/version/' })),
  recipe('GET /api/storage/version-code/{platform}', ANONYMOUS, () => ({ path: '/api/storage/version-code/android' })),
  recipe('GET /api/health/', ANONYMOUS, () => ({ path: '/api/health/' })),
  recipe('GET /api/storage/v1/map-config/', ANONYMOUS, () => ({ path: '/api/storage/v1/map-config/' })),
  recipe('GET /api/storage/v1/crops/', ANONYMOUS, () => ({ path: '/api/storage/v1/crops/' })),
  recipe('GET /api/files/logos/{name}', ANONYMOUS, (w) => ({ path: `/api/files/logos/${w.ids.logoName}` })),

  recipe('POST /api/user/v1/login/', EVERYONE, (w, c) => {
    const login = w.logins[asRole(c)];
    return { path: '/api/user/v1/login/', token: null, body: { username: login.username, password: login.password, user_type: login.userType } };
  }),
  recipe('POST /api/user/token/refresh/', EVERYONE, async (w, c) => {
    const { refresh } = await logIn(w.baseUrl, w.logins[asRole(c)]);
    return { path: '/api/user/token/refresh/', token: null, body: { refresh } };
  }),
  recipe('POST /api/user/v1/logout/', EVERYONE, async (w, c) => {
    const session = await logIn(w.baseUrl, w.logins[asRole(c)]);
    return { path: '/api/user/v1/logout/', token: session.access, body: { refresh: session.refresh } };
  }),
  recipe('POST /api/user/v1/change-password/', EVERYONE, async (w, c) => {
    const { person, session } = await newSession(w, asRole(c));
    return { path: '/api/user/v1/change-password/', token: session.access, body: { current_password: person.password, new_password: NEW_PASSWORD } };
  }),
  recipe('POST /api/user/v1/reset-password/ | request a code by SMS', ANONYMOUS, async (w) => {
    const person = await newPerson(w, 'Farmer');
    return { path: '/api/user/v1/reset-password/', body: { phoneNumber: person.user.phone, partOne: 'Your Coldroom code:', partTwo: 'It works for 30 minutes.' } };
  }),
  recipe('POST /api/user/v1/reset-password/ | set a new password with the code', ANONYMOUS, async (w) => {
    // The code a request would have sent by SMS, stored as the request stores it: asking through the route
    // too would spend its per-address budget (60 an hour) twice.
    const person = await newPerson(w, 'Farmer');
    const phone = person.user.phone!;
    const code = String(100_000 + (w.next() % 900_000));
    await w.db.insert(passwordResets).values({ phone, userId: person.user.id, codeHash: hashResetCode(phone, code), expiresAt: new Date(Date.now() + 30 * 60_000) });
    return { path: '/api/user/v1/reset-password/', body: { phone, code, password: NEW_PASSWORD } };
  }),
  recipe('POST /api/user/v1/service-provider-signup/', ANONYMOUS, (w) => {
    const n = w.next();
    return {
      path: '/api/user/v1/service-provider-signup/',
      expect: 201,
      body: {
        user: { first_name: 'Amaka', last_name: `Bench ${n}`, phone: benchPhone(w), email: `bench-signup-${n}@example.com`, password: NEW_PASSWORD, language: 'en' },
        company: { name: `Bench Signup Cold Rooms ${n}`, country: 'NG', currency: 'NGN', crop: ['tomato', 'onion'] },
      },
    };
  }),
];

