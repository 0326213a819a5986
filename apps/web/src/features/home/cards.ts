import type { Role } from '@coldroom/contract';
import {
  IconBook2,
  IconBuilding,
  IconBuildingWarehouse,
  IconChartBar,
  IconChartLine,
  IconClipboardList,
  IconLayoutDashboard,
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

export interface HomeCard {
  path: string;
  titleKey: string;
  textKey: string;
  icon: Icon;
  /** Only when the company has market features (ml4Market). */
  market?: boolean;
}

const card = (path: string, name: string, icon: Icon, market = false): HomeCard => ({
  path,
  titleKey: `pages.${name}`,
  textKey: `home.cards.${name}`,
  icon,
  market,
});

const hub = card('/knowledge-hub', 'knowledgeHub', IconBook2);
const settings = card('/settings', 'settings', IconSettings);
const coolingUnits = card('/cooling-units', 'coolingUnits', IconBuildingWarehouse);
const farmers = card('/farmers', 'farmers', IconUsers);
const management = card('/management', 'management', IconLayoutDashboard);
const revenue = card('/revenue-analysis', 'revenueAnalysis', IconChartBar);
const usage = card('/usage-analysis', 'usageAnalysis', IconChartLine);

/** What each role can reach from the main page (every card passes that role's route guard). */
export const HOME_CARDS: Record<Role, HomeCard[]> = {
  // The platform administrator's own pages (docs/platform-admin.md).
  Administrator: [{ path: '/admin/companies', titleKey: 'admin.companies.title', textKey: 'admin.companies.card', icon: IconBuilding, market: false }, settings],
  'Service Provider': [
    management,
    coolingUnits,
    card('/locations', 'locations', IconMapPin),
    card('/operators', 'operators', IconUserShield),
    card('/registered-employees', 'registeredEmployees', IconUsers),
    farmers,
    card('/company-details', 'companyDetails', IconBuilding),
    revenue,
    usage,
    hub,
    settings,
  ],
  Operator: [
    card('/check-in', 'checkIn', IconPackageImport),
    card('/check-out', 'checkOut', IconPackageExport),
    farmers,
    card('/add-farmer', 'addFarmer', IconUserPlus),
    coolingUnits,
    management,
    card('/farmer-survey', 'farmerSurvey', IconClipboardList),
    card('/market-survey', 'marketSurvey', IconClipboardList, true),
    revenue,
    usage,
    hub,
    settings,
  ],
  Farmer: [
    card('/produce-details', 'produceDetails', IconReceipt),
    card('/revenue-analysis', 'myFigures', IconChartBar),
    card('/farmer-survey', 'farmerSurvey', IconClipboardList),
    card('/market-survey', 'marketSurvey', IconClipboardList, true),
    hub,
    settings,
  ],
};

export function cardsFor(role: Role, marketAllowed: boolean): HomeCard[] {
  return HOME_CARDS[role].filter((item) => !item.market || marketAllowed);
}
