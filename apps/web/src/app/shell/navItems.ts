import type { Role } from '@coldroom/contract';
import {
  IconBook2,
  IconBuilding,
  IconBuildingWarehouse,
  IconChartBar,
  IconChartLine,
  IconClipboardList,
  IconHome2,
  IconInfoCircle,
  IconLayoutDashboard,
  IconLogin2,
  IconMapPin,
  IconPackageExport,
  IconPackageImport,
  IconReceipt,
  IconSettings,
  IconUserPlus,
  IconUsers,
  IconUserShield,
  type Icon,
} from '@tabler/icons-react';

export interface NavItem {
  path: string;
  labelKey: string;
  icon: Icon;
  /** Shown in the phone's bottom bar (at most four per role); the side bar shows every item. */
  bottom?: boolean;
  /** A shorter label for the bottom bar, where a tab is a quarter of a small phone's width. */
  shortKey?: string;
  /** Only when the company has market features (ml4Market). */
  market?: boolean;
}

const home: NavItem = { path: '/', labelKey: 'nav.home', icon: IconHome2, bottom: true };
const settings: NavItem = { path: '/settings', labelKey: 'pages.settings', icon: IconSettings, bottom: true };
const hub: NavItem = { path: '/knowledge-hub', labelKey: 'pages.knowledgeHub', icon: IconBook2 };
const coolingUnits: NavItem = { path: '/cooling-units', labelKey: 'pages.coolingUnits', icon: IconBuildingWarehouse };
const farmers: NavItem = { path: '/farmers', labelKey: 'pages.farmers', icon: IconUsers };
const revenue: NavItem = { path: '/revenue-analysis', labelKey: 'pages.revenueAnalysis', icon: IconChartBar };
const usage: NavItem = { path: '/usage-analysis', labelKey: 'pages.usageAnalysis', icon: IconChartLine };

export const NAV_ITEMS: Record<Role | 'guest', NavItem[]> = {
  'Service Provider': [
    home,
    { path: '/management', labelKey: 'pages.management', icon: IconLayoutDashboard, bottom: true },
    { ...coolingUnits, bottom: true },
    { path: '/locations', labelKey: 'pages.locations', icon: IconMapPin },
    { path: '/operators', labelKey: 'pages.operators', icon: IconUserShield },
    { path: '/registered-employees', labelKey: 'pages.registeredEmployees', icon: IconUsers },
    farmers,
    { path: '/company-details', labelKey: 'pages.companyDetails', icon: IconBuilding },
    revenue,
    usage,
    hub,
    settings,
  ],
  Operator: [
    home,
    { path: '/check-in', labelKey: 'pages.checkIn', shortKey: 'nav.checkIn', icon: IconPackageImport, bottom: true },
    { path: '/check-out', labelKey: 'pages.checkOut', shortKey: 'nav.checkOut', icon: IconPackageExport, bottom: true },
    farmers,
    { path: '/add-farmer', labelKey: 'pages.addFarmer', icon: IconUserPlus },
    coolingUnits,
    { path: '/management', labelKey: 'pages.management', icon: IconLayoutDashboard },
    revenue,
    usage,
    hub,
    settings,
  ],
  Farmer: [
    home,
    { path: '/produce-details', labelKey: 'pages.produceDetails', icon: IconReceipt },
    // Farmers' own figures (storage days, payments, prices and losses against their survey) live on this page.
    { path: '/revenue-analysis', labelKey: 'pages.myFigures', icon: IconChartBar },
    { path: '/market-survey', labelKey: 'pages.marketSurvey', icon: IconClipboardList, market: true },
    { ...hub, bottom: true },
    settings,
  ],
  guest: [
    { path: '/auth', labelKey: 'shared.login', icon: IconLogin2, bottom: true },
    { ...hub, bottom: true },
    { path: '/about', labelKey: 'pages.about', icon: IconInfoCircle, bottom: true },
  ],
};

export function navItemsFor(role: Role | null, loggedIn: boolean, marketAllowed: boolean): NavItem[] {
  const items = loggedIn && role ? NAV_ITEMS[role] : NAV_ITEMS.guest;
  return items.filter((item) => !item.market || marketAllowed);
}
