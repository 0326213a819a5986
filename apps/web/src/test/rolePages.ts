import type { CompanyRole } from '@coldroom/contract';

/**
 * Issue 14: every page a role may open, listed from the spec's route table (§2, §6) role by role, not from
 * the menu's own metadata, so that a page missing from the menu fails. Left out: pages that need an id
 * (reached from their lists), the hub's topics (reached from the hub), and pages a role's guard admits but
 * the server refuses it (an operator adding a cold room). Used by the shell's component test (every page
 * in the bottom bar or the Menu sheet, for every role) and by e2e/navigation.spec.ts (the taps themselves).
 */
const INFO = ['/about', '/terms-and-conditions', '/comsol-runtime', '/end-user-licence', '/privacy-policy', '/comsol-about', '/faq', '/methodology'];
const HELP = ['/knowledge-hub', '/model', '/slider-tutorial', '/slider-comic', ...INFO];
const EVERYONE = ['/', '/management/movements', '/notifications', '/settings', '/cooling-units', '/farmer-survey', '/market-survey', '/revenue-analysis', ...HELP];

export const ROLE_PAGES: Record<CompanyRole, string[]> = {
  Operator: [...EVERYONE, '/check-in', '/check-out', '/management', '/sync', '/farmers', '/add-farmer', '/locations', '/operators', '/usage-analysis'],
  'Service Provider': [
    ...EVERYONE,
    '/management',
    '/sync',
    '/farmers',
    '/add-farmer',
    '/locations',
    '/add-location',
    '/operators',
    '/add-operators',
    '/registered-employees',
    '/add-employee',
    '/company-details',
    '/add-cooling-unit',
    '/usage-analysis',
    // Issue 30: the impact figures (the administrator's too, whose pages are not listed here).
    '/impact',
  ],
  Farmer: [...EVERYONE, '/produce-details'],
};
