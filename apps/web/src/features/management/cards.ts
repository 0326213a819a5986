import type { Role } from '@coldroom/contract';
import {
  IconBuilding,
  IconBuildingWarehouse,
  IconChartBar,
  IconChartLine,
  IconHistory,
  IconMapPin,
  IconSettings,
  IconUserPlus,
  IconUsers,
  IconUsersGroup,
  IconUserShield,
  type Icon,
} from '@tabler/icons-react';

export interface ManagementCard {
  path: string;
  titleKey: string;
  textKey: string;
  icon: Icon;
}

const card = (path: string, titleKey: string, textKey: string, icon: Icon): ManagementCard => ({ path, titleKey, textKey, icon });

const farmers = card('/farmers', 'pages.farmers', 'management.cards.farmers', IconUsersGroup);
const addFarmer = card('/add-farmer', 'pages.addFarmer', 'management.cards.addFarmer', IconUserPlus);
const rooms = card('/cooling-units', 'pages.coolingUnits', 'management.cards.coolingUnits', IconBuildingWarehouse);
const settings = card('/settings', 'pages.settings', 'management.cards.settings', IconSettings);
const movements = card('/management/movements', 'pages.movements', 'management.cards.movements', IconHistory);
const revenue = card('/revenue-analysis', 'pages.revenueAnalysis', 'management.cards.revenueAnalysis', IconChartBar);
const usage = card('/usage-analysis', 'pages.usageAnalysis', 'management.cards.usageAnalysis', IconChartLine);

/** Everything below management that each role may reach (each card passes that role's route guard). */
export const MANAGEMENT_CARDS: Partial<Record<Role, ManagementCard[]>> = {
  'Service Provider': [
    card('/operators', 'pages.operators', 'management.cards.operators', IconUserShield),
    card('/add-operators', 'pages.addOperators', 'management.cards.addOperators', IconUserPlus),
    card('/registered-employees', 'pages.registeredEmployees', 'management.cards.registeredEmployees', IconUsers),
    card('/add-employee', 'pages.addEmployee', 'management.cards.addEmployee', IconUserPlus),
    farmers,
    addFarmer,
    card('/company-details', 'pages.companyDetails', 'management.cards.companyDetails', IconBuilding),
    card('/locations', 'pages.locations', 'management.cards.locations', IconMapPin),
    rooms,
    movements,
    revenue,
    usage,
    settings,
  ],
  Operator: [movements, farmers, addFarmer, rooms, revenue, usage, settings],
};

export function managementCardsFor(role: Role | null): ManagementCard[] {
  return (role && MANAGEMENT_CARDS[role]) || [];
}
