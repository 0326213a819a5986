import type { ComponentType } from 'react';
import { CheckOutPay } from './CheckOutPay';
import { ColdRoomArrival } from './ColdRoomArrival';
import { HarvestDawn } from './HarvestDawn';
import { MarketGlut } from './MarketGlut';
import { MarketSale } from './MarketSale';
import { SmsReminder } from './SmsReminder';
import { SortingShade } from './SortingShade';
import { WeighingCheckIn } from './WeighingCheckIn';

/** The comic's drawings by the content's `sceneId` (the same in every language). */
export const SCENES: Record<string, ComponentType> = {
  'harvest-dawn': HarvestDawn,
  'sorting-shade': SortingShade,
  'cold-room-arrival': ColdRoomArrival,
  'weighing-check-in': WeighingCheckIn,
  'market-glut': MarketGlut,
  'sms-reminder': SmsReminder,
  'check-out-pay': CheckOutPay,
  'market-sale': MarketSale,
};
