import type { ComponentType } from 'react';
import { AuthPage } from '../features/auth/pages/AuthPage';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { FullScreenLoader } from '../components/FullScreenLoader';
import { setNavigator } from '../lib/navigation';
import type { RouteHandle } from '../lib/routeHandle';
import { guardLoader } from './guards';
import { RootLayout } from './RootLayout';
import { ROUTE_TABLE, type PageKind, type RouteSpec } from './routeTable';
import { RouteError } from './RouteError';

type LazyComponent = () => Promise<ComponentType>;

// Every page but the login page is its own chunk, loaded on demand (spec §2).
const PAGES: Record<Exclude<PageKind, 'auth'>, LazyComponent> = {
  main: () => import('../features/home/pages/MainPage').then((m) => m.MainPage),
  settings: () => import('../features/settings/pages/SettingsPage').then((m) => m.SettingsPage),
  placeholder: () => import('../components/PlaceholderPage').then((m) => m.PlaceholderPage),
  locations: () => import('../features/locations/pages/LocationsPage').then((m) => m.LocationsPage),
  addLocation: () => import('../features/locations/pages/AddLocationPage').then((m) => m.AddLocationPage),
  location: () => import('../features/locations/pages/LocationPage').then((m) => m.LocationPage),
  coolingUnits: () => import('../features/cooling-units/pages/CoolingUnitsPage').then((m) => m.CoolingUnitsPage),
  addCoolingUnit: () => import('../features/cooling-units/pages/AddCoolingUnitPage').then((m) => m.AddCoolingUnitPage),
  coolingUnit: () => import('../features/cooling-units/pages/CoolingUnitPage').then((m) => m.CoolingUnitPage),
  management: () => import('../features/management/pages/ManagementPage').then((m) => m.ManagementPage),
  phoneSimulator: () => import('../features/management/pages/PhoneSimulatorPage').then((m) => m.PhoneSimulatorPage),
  operators: () => import('../features/operators/pages/OperatorsPage').then((m) => m.OperatorsPage),
  addOperators: () => import('../features/operators/pages/AddOperatorsPage').then((m) => m.AddOperatorsPage),
  operator: () => import('../features/operators/pages/OperatorPage').then((m) => m.OperatorPage),
  farmers: () => import('../features/farmers/pages/FarmersPage').then((m) => m.FarmersPage),
  farmer: () => import('../features/farmers/pages/FarmerPage').then((m) => m.FarmerPage),
  addFarmer: () => import('../features/farmers/pages/AddFarmerPage').then((m) => m.AddFarmerPage),
  companyDetails: () => import('../features/company/pages/CompanyDetailsPage').then((m) => m.CompanyDetailsPage),
  registeredEmployees: () => import('../features/employees/pages/RegisteredEmployeesPage').then((m) => m.RegisteredEmployeesPage),
  employee: () => import('../features/employees/pages/EmployeeDetailsPage').then((m) => m.EmployeeDetailsPage),
  addEmployee: () => import('../features/employees/pages/AddEmployeePage').then((m) => m.AddEmployeePage),
  knowledgeHub: () => import('../features/knowledge/pages/KnowledgeHubPage').then((m) => m.KnowledgeHubPage),
  knowledgeContent: () => import('../features/knowledge/pages/KnowledgeContentPage').then((m) => m.KnowledgeContentPage),
  model: () => import('../features/knowledge/pages/ModelPage').then((m) => m.ModelPage),
  sliderTutorial: () => import('../features/knowledge/pages/SliderTutorialPage').then((m) => m.SliderTutorialPage),
  sliderComic: () => import('../features/knowledge/pages/SliderComicPage').then((m) => m.SliderComicPage),
  checkIn: () => import('../features/check-in/pages/CheckInPage').then((m) => m.CheckInPage),
  checkOut: () => import('../features/check-out/pages/CheckOutPage').then((m) => m.CheckOutPage),
  produceDetails: () => import('../features/produce/pages/ProduceDetailsPage').then((m) => m.ProduceDetailsPage),
  movements: () => import('../features/movements/pages/MovementsPage').then((m) => m.MovementsPage),
  auditLog: () => import('../features/audit/pages/AuditLogPage').then((m) => m.AuditLogPage),
  adminAuditLog: () => import('../features/audit/pages/AuditLogPage').then((m) => m.AdminAuditLogPage),
  myAccount: () => import('../features/accounts/pages/MyAccountPage').then((m) => m.MyAccountPage),
  farmerSurvey: () => import('../features/surveys/pages/FarmerSurveyPage').then((m) => m.FarmerSurveyPage),
  marketSurvey: () => import('../features/surveys/pages/MarketSurveyPage').then((m) => m.MarketSurveyPage),
  adminCompanies: () => import('../features/admin/pages/AdminCompaniesPage').then((m) => m.AdminCompaniesPage),
  adminCompany: () => import('../features/admin/pages/AdminCompanyPage').then((m) => m.AdminCompanyPage),
  revenueAnalysis: () => import('../features/analysis/pages/RevenueAnalysisPage').then((m) => m.RevenueAnalysisPage),
  usageAnalysis: () => import('../features/analysis/pages/UsageAnalysisPage').then((m) => m.UsageAnalysisPage),
  impact: () => import('../features/impact/pages/ImpactPage').then((m) => m.ImpactPage),
  impactAbout: () => import('../features/impact/pages/ImpactAboutPage').then((m) => m.ImpactAboutPage),
  notifications: () => import('../features/notifications/pages/NotificationsPage').then((m) => m.NotificationsPage),
  sync: () => import('../features/sync/pages/SyncPage').then((m) => m.SyncPage),
  certificate: () => import('../features/certificates/pages/CertificatePage').then((m) => m.CertificatePage),
  imports: () => import('../features/imports/pages/ImportPage').then((m) => m.ImportPage),
  textOverrides: () => import('../features/text-overrides/pages/TextOverridesPage').then((m) => m.TextOverridesPage),
};

/**
 * Downloads (and evaluates) a page's code without opening it: the first visit's login form asks for the
 * main page while the user types, so the page after Log in does not wait for a download on slow 3G.
 */
export function preloadPage(page: Exclude<PageKind, 'auth'>): Promise<unknown> {
  return PAGES[page]();
}

const loadShell = () => import('./shell/ShellLayout').then((m) => m.ShellLayout);

/** The logged-in shell's code (header, navigation), without drawing it: see preloadPage. */
export function preloadShell(): Promise<unknown> {
  return loadShell();
}

function toRoute(spec: RouteSpec): RouteObject {
  const common = {
    // The guard runs before the page's code is even downloaded.
    loader: guardLoader(spec.guard),
    // The login page is part of the first download: a first visit always opens it, and asking for it only
    // once the entry has run would cost a whole round trip on slow 3G (logged-in phones have it in the
    // service worker's cache). Every other page loads when first opened.
    ...(spec.page === 'auth' ? { Component: AuthPage } : { lazy: { Component: PAGES[spec.page] } }),
    handle: { titleKey: spec.titleKey, ...(spec.needsAccount ? { needsAccount: true } : {}) } satisfies RouteHandle,
  };
  return spec.path === '' ? { index: true, ...common } : { path: spec.path, ...common };
}

export function buildRoutes(): RouteObject[] {
  // The login page and the public certificate page (a buyer's phone, from a QR) stand outside the shell.
  const outsideShell = (spec: RouteSpec) => spec.page === 'auth' || spec.page === 'certificate';
  const bare = ROUTE_TABLE.filter(outsideShell);
  const inShell = ROUTE_TABLE.filter((spec) => !outsideShell(spec));
  return [
    {
      id: 'root',
      path: '/',
      Component: RootLayout,
      ErrorBoundary: RouteError,
      HydrateFallback: FullScreenLoader,
      children: [...bare.map(toRoute), {
          id: 'shell',
          // The header, navigation and notifications load with the first page behind login, not with /auth.
          lazy: { Component: loadShell },
          children: inShell.map(toRoute),
        }],
    },
  ];
}

export function createAppRouter() {
  const router = createBrowserRouter(buildRoutes());
  setNavigator((to, { replace }) => void router.navigate(to, { replace }));
  return router;
}
