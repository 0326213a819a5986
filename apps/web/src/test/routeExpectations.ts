/**
 * Spec §2's route table, written out by hand from the spec (independently of routeTable.ts), with what
 * each guard must do for each kind of visitor: 'ok' (the page opens), '/auth' (login guard) or '/'
 * (role rule). Columns: logged out, Farmer, Operator, Service Provider. Used only by tests.
 */
export type Outcome = 'ok' | '/auth' | '/';
export type Row = [path: string, sampleUrl: string, outcomes: [Outcome, Outcome, Outcome, Outcome]];

const OPEN: Row[2] = ['ok', 'ok', 'ok', 'ok'];
const LOGIN: Row[2] = ['/auth', 'ok', 'ok', 'ok'];
const LOGIN_OPERATOR: Row[2] = ['/auth', '/', 'ok', '/'];
const LOGIN_SP: Row[2] = ['/auth', '/', '/', 'ok'];
const LOGIN_SP_OR_OPERATOR: Row[2] = ['/auth', '/', 'ok', 'ok'];
const ROLE_OPERATOR_ONLY: Row[2] = ['/', '/', 'ok', '/'];
const LOGIN_FARMER: Row[2] = ['/auth', 'ok', '/', '/'];
/** The platform administrator's pages: none of the four visitors above may open them. */
const LOGIN_ADMIN: Row[2] = ['/auth', '/', '/', '/'];

export const EXPECTED_ROUTES: Row[] = [
  ['auth', '/auth', OPEN],
  // Added for issue 28 (not in the spec): a lot's public storage certificate, opened from a crate label's QR.
  ['c/:token', '/c/AbCdEfGhIjKlMnOpQrStUv', OPEN],
  ['c/:token/:crate', '/c/AbCdEfGhIjKlMnOpQrStUv/3', OPEN],
  ['check-in', '/check-in', LOGIN_OPERATOR],
  ['check-out', '/check-out', ROLE_OPERATOR_ONLY],
  ['management', '/management', LOGIN_SP_OR_OPERATOR],
  // Added for issue 27 (not in the spec): the phone simulator, reached from the SMS outbox.
  ['management/phone-simulator', '/management/phone-simulator', LOGIN_SP],
  ['management/texts', '/management/texts', LOGIN_SP],
  // Added for issue 5 (not in the spec): the movements history, any logged-in role.
  ['management/movements', '/management/movements', LOGIN],
  // Added for issue 5 (not in the spec): the notifications page behind the header's bell, any logged-in role.
  ['notifications', '/notifications', LOGIN],
  // Added for issue 13 (not in the spec): the operations queued on the device, for staff who can queue them.
  ['sync', '/sync', LOGIN_SP_OR_OPERATOR],
  // Added for issue 14 (not in the spec): a farmer's own account.
  ['my-account', '/my-account', LOGIN_FARMER],
  // Added for issue 15 (not in the spec): the company's audit log (service providers) and the administrator's.
  ['audit-log', '/audit-log', LOGIN_SP],
  ['admin/audit-log', '/admin/audit-log', ['/auth', '/', '/', '/']],
  ['knowledge-hub', '/knowledge-hub', OPEN],
  ['table', '/table', OPEN],
  ['cooling', '/cooling', OPEN],
  ['quality', '/quality', OPEN],
  ['optimal', '/optimal', OPEN],
  ['sensors', '/sensors', OPEN],
  ['tips', '/tips', OPEN],
  ['response', '/response', OPEN],
  ['locations', '/locations', OPEN],
  ['add-location', '/add-location', LOGIN_SP],
  ['locations/:id', '/locations/5', OPEN],
  ['operators', '/operators', OPEN],
  ['add-operators', '/add-operators', OPEN],
  ['operator/:id', '/operator/7', OPEN],
  ['farmers', '/farmers', OPEN],
  ['farmer/:id', '/farmer/9', OPEN],
  ['add-farmer', '/add-farmer', LOGIN_SP_OR_OPERATOR],
  // Added for issue 30 (not in the spec): importing from a spreadsheet, service providers only.
  ['import', '/import', LOGIN_SP],
  ['farmer-survey', '/farmer-survey', LOGIN],
  ['company-details', '/company-details', LOGIN_SP],
  ['model', '/model', OPEN],
  ['registered-employees', '/registered-employees', LOGIN_SP],
  ['details-registered-employee/:id', '/details-registered-employee/4', OPEN],
  ['add-employee', '/add-employee', OPEN],
  ['settings', '/settings', LOGIN],
  ['slider-tutorial', '/slider-tutorial', OPEN],
  ['slider-comic', '/slider-comic', OPEN],
  ['cooling-units', '/cooling-units', LOGIN],
  ['cooling-units/:id', '/cooling-units/3', LOGIN],
  ['add-cooling-unit', '/add-cooling-unit', LOGIN],
  ['about', '/about', OPEN],
  ['terms-and-conditions', '/terms-and-conditions', OPEN],
  ['comsol-runtime', '/comsol-runtime', OPEN],
  ['end-user-licence', '/end-user-licence', OPEN],
  ['privacy-policy', '/privacy-policy', OPEN],
  ['comsol-about', '/comsol-about', OPEN],
  ['faq', '/faq', OPEN],
  ['methodology', '/methodology', OPEN],
  ['produce-details', '/produce-details', OPEN],
  ['market-survey', '/market-survey', OPEN],
  ['revenue-analysis', '/revenue-analysis', OPEN],
  ['usage-analysis', '/usage-analysis', OPEN],
  // Added for issue 30 (not in the spec): the impact figures (service providers; the administrator too, not a column
  // here) and how they are made (open to all).
  ['impact', '/impact', LOGIN_SP],
  ['impact/about', '/impact/about', OPEN],
  // Added for issue 15 (not in the spec): the platform administrator's pages (docs/platform-admin.md).
  ['admin/companies', '/admin/companies', LOGIN_ADMIN],
  ['admin/companies/:id', '/admin/companies/4', LOGIN_ADMIN],
  ['', '/', LOGIN],
  ['*', '/no-such-page/at/all', LOGIN],
];
