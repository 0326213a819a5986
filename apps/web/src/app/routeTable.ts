import type { Role } from '@coldroom/contract';
import type { Guard } from './guards';

/** Which component a route shows. Pages that later issues fill share one placeholder. */
export type PageKind =
  | 'auth'
  | 'main'
  | 'settings'
  | 'placeholder'
  | 'locations'
  | 'addLocation'
  | 'location'
  | 'coolingUnits'
  | 'addCoolingUnit'
  | 'coolingUnit'
  | 'management'
  | 'phoneSimulator'
  | 'operators'
  | 'addOperators'
  | 'operator'
  | 'farmers'
  | 'farmer'
  | 'addFarmer'
  | 'companyDetails'
  | 'registeredEmployees'
  | 'employee'
  | 'addEmployee'
  | 'knowledgeHub'
  | 'knowledgeContent'
  | 'model'
  | 'sliderTutorial'
  | 'sliderComic'
  | 'checkIn'
  | 'checkOut'
  | 'produceDetails'
  | 'movements'
  | 'notifications'
  | 'revenueAnalysis'
  | 'usageAnalysis'
  | 'impact'
  | 'impactAbout'
  | 'farmerSurvey'
  | 'marketSurvey'
  | 'sync'
  | 'myAccount'
  | 'auditLog'
  | 'adminAuditLog'
  | 'adminCompanies'
  | 'adminCompany'
  | 'certificate'
  | 'imports'
  | 'textOverrides';

/** Who a menu entry is for: a role, or a logged-out visitor. */
export type Audience = Role | 'guest';

/** The menu's groups, in the order the menu shows them (the day's work first, help last). */
export const MENU_GROUPS = ['work', 'people', 'rooms', 'figures', 'account', 'help'] as const;
export type MenuGroup = (typeof MENU_GROUPS)[number];

/** The menu's icons by name (the shell maps them to drawings, so this table stays light for the first download). */
export type MenuIcon =
  | 'home' | 'login' | 'checkIn' | 'checkOut' | 'management' | 'history' | 'produce' | 'farmers' | 'addPerson'
  | 'operators' | 'employees' | 'rooms' | 'addRoom' | 'locations' | 'addLocation' | 'company' | 'revenue' | 'usage'
  | 'survey' | 'settings' | 'notifications' | 'sync' | 'book' | 'info' | 'import';

/**
 * A page's place in the menu (the phone's "Menu" sheet and the laptop's side bar, app/menu.ts). A route
 * with `menu` appears by itself for everyone its guard lets in; `for` narrows that to the people the page
 * is for. Pages that need an id (farmer/{id}) are reached through their lists and carry none.
 */
export interface MenuMeta {
  group: MenuGroup;
  /** Within the group, lower first: the most used pages lead. */
  rank: number;
  icon: MenuIcon;
  /** Only these, of those the guard lets in. Default: everyone it lets in (visitors: no guard and no `needsAccount`). */
  for?: readonly Audience[];
  /** Also in the phone's bottom bar for these (at most three each, beside Home and Menu). */
  tab?: readonly Audience[];
  /** A label other than the page's title, for everyone or for one role ("My figures" for a farmer). */
  labelKey?: string;
  labels?: Partial<Record<Role, string>>;
  /** A shorter label for the bottom bar, where a tab is a fifth of a small phone's width. */
  shortKey?: string;
  /** Only when the company has market features (ml4Market). */
  market?: boolean;
  /**
   * Also for the platform administrator, whose menu otherwise holds only the pages whose guard names the
   * 'Administrator' role: the company pages a plain login guard lets in are not theirs.
   */
  admin?: boolean;
}

export interface RouteSpec {
  /** As in spec §2; `:id` stands for {id}; '' is the empty path and '*' any unknown path. */
  path: string;
  guard: Guard;
  page: PageKind;
  titleKey: string;
  menu?: MenuMeta;
  /**
   * An unguarded page (spec §2) whose content needs an account: a logged-out visitor sees an invitation
   * to log in that brings them back here, instead of the page failing with 401s.
   */
  needsAccount?: boolean;
}

const SP: Role = 'Service Provider';
const OP: Role = 'Operator';
const F: Role = 'Farmer';
const ADMIN: Role = 'Administrator';
const open: Guard = { login: false };
const login: Guard = { login: true };
const loginAnd = (...roles: Role[]): Guard => ({ login: true, roles });

const page = (path: string, guard: Guard, titleKey: string, kind: PageKind = 'placeholder', extra: Pick<RouteSpec, 'menu' | 'needsAccount'> = {}): RouteSpec => ({
  path,
  guard,
  page: kind,
  titleKey,
  ...extra,
});

const STAFF: Audience[] = [SP, OP];
/** Shorthand for a route's menu entry: its group, rank and icon, and what else it needs. */
const menu = (group: MenuGroup, rank: number, icon: MenuIcon, more: Omit<MenuMeta, 'group' | 'rank' | 'icon'> = {}) => ({ menu: { group, rank, icon, ...more } });
const needsAccount = { needsAccount: true };

// The knowledge-hub topics each show the same hub content page.
const HUB_TOPICS = ['table', 'cooling', 'quality', 'optimal', 'sensors', 'tips', 'response'];
const INFO_PAGES: [string, string][] = [
  ['about', 'pages.about'],
  ['terms-and-conditions', 'pages.termsAndConditions'],
  ['comsol-runtime', 'pages.comsolRuntime'],
  ['end-user-licence', 'pages.endUserLicence'],
  ['privacy-policy', 'pages.privacyPolicy'],
  ['comsol-about', 'pages.comsolAbout'],
  ['faq', 'pages.faq'],
  ['methodology', 'pages.methodology'],
];

/**
 * Spec §2, row by row, in the spec's order.
 *
 * The menu: to put a page in it, give its row a `menu(group, rank, icon, {…})` — one line; the phone's
 * Menu sheet and the laptop's side bar list it for everyone its guard lets in (narrowed by `for`), in
 * group order and by rank. Nothing else needs changing (a new icon name goes in MenuIcon and the shell's
 * menuIcons.ts). Example, a farmer's own account page:
 * `page('my-account', loginAnd(F), titleKey, 'myAccount', menu('work', 3, 'produce'))`.
 */
export const ROUTE_TABLE: readonly RouteSpec[] = [
  page('auth', open, 'pages.auth', 'auth', menu('work', 0, 'login', { for: ['guest'], tab: ['guest'] })),
  // Not in the spec: a lot's storage certificate (issue 28), opened from a crate label's QR; public, outside the shell.
  page('c/:token', open, 'certificate.title', 'certificate'),
  // The same certificate from one crate's label (the link ends with the crate's place in its lot).
  page('c/:token/:crate', open, 'certificate.title', 'certificate'),
  page('check-in', loginAnd(OP), 'pages.checkIn', 'checkIn', menu('work', 1, 'checkIn', { tab: [OP], shortKey: 'nav.checkIn' })),
  // Spec: "role Operator in route data; no login guard listed" — so only the role rule applies.
  page('check-out', { login: false, roles: [OP] }, 'pages.checkOut', 'checkOut', menu('work', 2, 'checkOut', { tab: [OP], shortKey: 'nav.checkOut' })),
  page('management', loginAnd(SP, OP), 'pages.management', 'management', menu('work', 3, 'management', { tab: [SP] })),
  // Not in the spec: the phone simulator (issue 27), reached from the SMS outbox on the management page while
  // SMS stay in the outbox; the server refuses it otherwise, and to anyone but the company's service providers.
  page('management/phone-simulator', loginAnd(SP), 'management.simulator.title', 'phoneSimulator'),
  // Not in the spec: a company's own SMS texts and crop advice (issue 31, docs/text-overrides.md), from the SMS outbox.
  page('management/texts', loginAnd(SP), 'textOverrides.title', 'textOverrides'),
  // Not in the spec: the movements history (issue 5). It sits under management, where staff look for it,
  // but needs only a login: farmers open it from the main page for their own movements (the server scopes it).
  page('management/movements', login, 'pages.movements', 'movements', menu('work', 5, 'history', { tab: [F] })),
  // Not in the spec either: the logged-in user's notifications (issue 5), reached from the header's bell.
  page('notifications', login, 'pages.notifications', 'notifications', menu('account', 2, 'notifications')),
  // Not in the spec: the operations waiting on this device (issue 13), reached from the header's status.
  // Staff only: farmers do nothing offline that the queue would hold.
  page('sync', loginAnd(SP, OP), 'pages.sync', 'sync', menu('account', 3, 'sync')),
  // Not in the spec: a farmer's own account (issue 14): what they owe each company, and statements.
  page('my-account', loginAnd(F), 'pages.myAccount', 'myAccount', menu('work', 3, 'revenue', { tab: [F] })),
  page('knowledge-hub', open, 'pages.knowledgeHub', 'knowledgeHub', menu('help', 0, 'book', { tab: ['guest'] })),
  ...HUB_TOPICS.map((topic) => page(topic, open, 'pages.knowledgeContent', 'knowledgeContent')),
  page('locations', open, 'pages.locations', 'locations', { ...needsAccount, ...menu('rooms', 2, 'locations', { for: STAFF }) }),
  page('add-location', loginAnd(SP), 'pages.addLocation', 'addLocation', menu('rooms', 3, 'addLocation')),
  page('locations/:id', open, 'pages.editLocation', 'location', needsAccount),
  // The spec lists `operators` twice: the list page (no guard) and, after it, a login-guarded route with
  // the same path showing the add-invitation page. In the spec's framework the first matching route wins,
  // so the second one can never be reached; we keep that behaviour and register only the list. The
  // add-invitation page is reached where users actually go for it: `add-operators` (no guard).
  page('operators', open, 'pages.operators', 'operators', { ...needsAccount, ...menu('people', 2, 'operators', { for: STAFF }) }),
  page('add-operators', open, 'pages.addOperators', 'addOperators', { ...needsAccount, ...menu('people', 3, 'addPerson', { for: [SP] }) }),
  page('operator/:id', open, 'pages.editOperator', 'operator', needsAccount),
  page('farmers', open, 'pages.farmers', 'farmers', { ...needsAccount, ...menu('people', 0, 'farmers', { for: STAFF }) }),
  page('farmer/:id', open, 'pages.editFarmer', 'farmer', needsAccount),
  page('add-farmer', loginAnd(SP, OP), 'pages.addFarmer', 'addFarmer', menu('people', 1, 'addPerson')),
  // Not in the spec: importing farmers, rooms and opening balances from a spreadsheet (issue 30, docs/import-rules.md).
  page('import', loginAnd(SP), 'pages.imports', 'imports', menu('people', 6, 'import')),
  page('farmer-survey', login, 'pages.farmerSurvey', 'farmerSurvey', menu('figures', 2, 'survey')),
  page('company-details', loginAnd(SP), 'pages.companyDetails', 'companyDetails', menu('account', 1, 'company')),
  page('model', open, 'pages.model', 'model', menu('help', 1, 'book')),
  page('registered-employees', loginAnd(SP), 'pages.registeredEmployees', 'registeredEmployees', menu('people', 4, 'employees')),
  page('details-registered-employee/:id', open, 'pages.employeeDetails', 'employee', needsAccount),
  page('add-employee', open, 'pages.addEmployee', 'addEmployee', { ...needsAccount, ...menu('people', 5, 'addPerson', { for: [SP] }) }),
  page('settings', login, 'pages.settings', 'settings', menu('account', 0, 'settings', { admin: true })),
  page('slider-tutorial', open, 'pages.sliderTutorial', 'sliderTutorial', menu('help', 2, 'book')),
  page('slider-comic', open, 'pages.sliderComic', 'sliderComic', menu('help', 3, 'book')),
  page('cooling-units', login, 'pages.coolingUnits', 'coolingUnits', menu('rooms', 0, 'rooms', { tab: [SP] })),
  page('cooling-units/:id', login, 'pages.editCoolingUnit', 'coolingUnit'),
  page('add-cooling-unit', login, 'pages.addCoolingUnit', 'addCoolingUnit', menu('rooms', 1, 'addRoom', { for: [SP] })),
  // Information pages render the same content page as the hub's topics (the path picks the content).
  ...INFO_PAGES.map(([path, titleKey], index) => page(path, open, titleKey, 'knowledgeContent', menu('help', 10 + index, 'info'))),
  // Without an id it is the logged-in farmer's own produce; staff open it from a movement (?id=).
  page('produce-details', open, 'pages.produceDetails', 'produceDetails', { ...needsAccount, ...menu('work', 4, 'produce', { for: [F], tab: [F] }) }),
  page('market-survey', open, 'pages.marketSurvey', 'marketSurvey', { ...needsAccount, ...menu('figures', 3, 'survey', { for: [SP, OP, F], market: true }) }),
  // No guard (spec): the pages explain themselves to visitors and show farmers their own figures.
  page('revenue-analysis', open, 'pages.revenueAnalysis', 'revenueAnalysis', menu('figures', 0, 'revenue', { labels: { [F]: 'pages.myFigures' } })),
  page('usage-analysis', open, 'pages.usageAnalysis', 'usageAnalysis', menu('figures', 1, 'usage', { for: [SP, OP, 'guest'] })),
  // Not in the spec: the impact figures and reports (issue 30, docs/impact-methodology.md): a service provider's
  // company, every company for the administrator; the server refuses anyone else. How they are made: open to all.
  page('impact', loginAnd(SP, ADMIN), 'impact.title', 'impact', menu('figures', 4, 'usage')),
  page('impact/about', open, 'impact.about.title', 'impactAbout'),
  // Added for issue 15 (not in the spec): the company's audit log, and every company's for the administrator.
  page('audit-log', loginAnd(SP), 'audit.title', 'auditLog', menu('account', 4, 'history')),
  // The platform administrator's pages (issue 15, docs/platform-admin.md).
  page('admin/companies', loginAnd(ADMIN), 'admin.companies.title', 'adminCompanies', menu('work', 1, 'company', { for: [ADMIN], tab: [ADMIN] })),
  page('admin/companies/:id', loginAnd(ADMIN), 'admin.company.title', 'adminCompany'),
  page('admin/audit-log', loginAnd(ADMIN), 'audit.adminTitle', 'adminAuditLog', menu('work', 2, 'history', { for: [ADMIN], tab: [ADMIN] })),
  page('', login, 'pages.main', 'main', menu('work', 0, 'home', { labelKey: 'nav.home', admin: true })),
  page('*', login, 'pages.main', 'main'),
];
