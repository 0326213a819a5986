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
  | 'farmerSurvey'
  | 'marketSurvey'
  | 'sync'
  | 'myAccount';

export interface RouteSpec {
  /** As in spec §2; `:id` stands for {id}; '' is the empty path and '*' any unknown path. */
  path: string;
  guard: Guard;
  page: PageKind;
  titleKey: string;
}

const SP: Role = 'Service Provider';
const OP: Role = 'Operator';
const FARMER: Role = 'Farmer';
const open: Guard = { login: false };
const login: Guard = { login: true };
const loginAnd = (...roles: Role[]): Guard => ({ login: true, roles });

const page = (path: string, guard: Guard, titleKey: string, kind: PageKind = 'placeholder'): RouteSpec => ({ path, guard, page: kind, titleKey });

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

/** Spec §2, row by row, in the spec's order. */
export const ROUTE_TABLE: readonly RouteSpec[] = [
  page('auth', open, 'pages.auth', 'auth'),
  page('check-in', loginAnd(OP), 'pages.checkIn', 'checkIn'),
  // Spec: "role Operator in route data; no login guard listed" — so only the role rule applies.
  page('check-out', { login: false, roles: [OP] }, 'pages.checkOut', 'checkOut'),
  page('management', loginAnd(SP, OP), 'pages.management', 'management'),
  // Not in the spec: the movements history (issue 5). It sits under management, where staff look for it,
  // but needs only a login: farmers open it from the main page for their own movements (the server scopes it).
  page('management/movements', login, 'pages.movements', 'movements'),
  // Not in the spec either: the logged-in user's notifications (issue 5), reached from the header's bell.
  page('notifications', login, 'pages.notifications', 'notifications'),
  // Not in the spec: the operations waiting on this device (issue 13), reached from the header's status.
  // Staff only: farmers do nothing offline that the queue would hold.
  page('sync', loginAnd(SP, OP), 'pages.sync', 'sync'),
  // Not in the spec: a farmer's own account (issue 14): what they owe each company, and statements.
  page('my-account', loginAnd(FARMER), 'pages.myAccount', 'myAccount'),
  page('knowledge-hub', open, 'pages.knowledgeHub', 'knowledgeHub'),
  ...HUB_TOPICS.map((topic) => page(topic, open, 'pages.knowledgeContent', 'knowledgeContent')),
  page('locations', open, 'pages.locations', 'locations'),
  page('add-location', loginAnd(SP), 'pages.addLocation', 'addLocation'),
  page('locations/:id', open, 'pages.editLocation', 'location'),
  // The spec lists `operators` twice: the list page (no guard) and, after it, a login-guarded route with
  // the same path showing the add-invitation page. In the spec's framework the first matching route wins,
  // so the second one can never be reached; we keep that behaviour and register only the list. The
  // add-invitation page is reached where users actually go for it: `add-operators` (no guard).
  page('operators', open, 'pages.operators', 'operators'),
  page('add-operators', open, 'pages.addOperators', 'addOperators'),
  page('operator/:id', open, 'pages.editOperator', 'operator'),
  page('farmers', open, 'pages.farmers', 'farmers'),
  page('farmer/:id', open, 'pages.editFarmer', 'farmer'),
  page('add-farmer', loginAnd(SP, OP), 'pages.addFarmer', 'addFarmer'),
  page('farmer-survey', login, 'pages.farmerSurvey', 'farmerSurvey'),
  page('company-details', loginAnd(SP), 'pages.companyDetails', 'companyDetails'),
  page('model', open, 'pages.model', 'model'),
  page('registered-employees', loginAnd(SP), 'pages.registeredEmployees', 'registeredEmployees'),
  page('details-registered-employee/:id', open, 'pages.employeeDetails', 'employee'),
  page('add-employee', open, 'pages.addEmployee', 'addEmployee'),
  page('settings', login, 'pages.settings', 'settings'),
  page('slider-tutorial', open, 'pages.sliderTutorial', 'sliderTutorial'),
  page('slider-comic', open, 'pages.sliderComic', 'sliderComic'),
  page('cooling-units', login, 'pages.coolingUnits', 'coolingUnits'),
  page('cooling-units/:id', login, 'pages.editCoolingUnit', 'coolingUnit'),
  page('add-cooling-unit', login, 'pages.addCoolingUnit', 'addCoolingUnit'),
  // Information pages render the same content page as the hub's topics (the path picks the content).
  ...INFO_PAGES.map(([path, titleKey]) => page(path, open, titleKey, 'knowledgeContent')),
  page('produce-details', open, 'pages.produceDetails', 'produceDetails'),
  page('market-survey', open, 'pages.marketSurvey', 'marketSurvey'),
  // No guard (spec): the pages explain themselves to visitors and show farmers their own figures.
  page('revenue-analysis', open, 'pages.revenueAnalysis', 'revenueAnalysis'),
  page('usage-analysis', open, 'pages.usageAnalysis', 'usageAnalysis'),
  page('', login, 'pages.main', 'main'),
  page('*', login, 'pages.main', 'main'),
];
