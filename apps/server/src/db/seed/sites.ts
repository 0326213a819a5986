import { eq } from 'drizzle-orm';
import type { CoolingUnitType, PricingType } from '@coldroom/contract';
import type { RoomMetric } from '@coldroom/domain';
import { coolingUnitCrops, coolingUnitOperators, coolingUnits, deviceKeys, locations, operators } from '../schema';
import { cropIdsByCode } from '../../modules/crops/queries';
import { hashDeviceKey } from '../../modules/device-keys/keys';
import { idOf, type DemoStep } from './context';
import { DEMO_COMPANY, SECOND_COMPANY } from './companies';

/** The demo sensor's key (README): lets anyone try POST …/sensor-readings/ on a demo server. Demo data only. */
export const DEMO_DEVICE_KEY = 'crdk_demo-dawanau-sensor-key-0001';

interface DemoLocation {
  key: string;
  company: string;
  name: string;
  state: string;
  city: string;
  street: string;
  latitude: number;
  longitude: number;
}

/** Real produce markets; coordinates to about 100 m. */
export const DEMO_LOCATIONS: readonly DemoLocation[] = [
  { key: 'kano', company: DEMO_COMPANY, name: 'Dawanau Market', state: 'Kano', city: 'Kano', street: 'Katsina Road', latitude: 12.0856, longitude: 8.4494 },
  { key: 'ibadan', company: DEMO_COMPANY, name: 'Bodija Market', state: 'Oyo', city: 'Ibadan', street: 'Bodija Road', latitude: 7.4352, longitude: 3.9131 },
  { key: 'jos', company: DEMO_COMPANY, name: 'Farin Gada Market', state: 'Plateau', city: 'Jos', street: 'Farin Gada Road', latitude: 9.9417, longitude: 8.8736 },
  { key: 'lagos', company: SECOND_COMPANY, name: 'Mile 12 Market', state: 'Lagos', city: 'Lagos', street: 'Ikorodu Road', latitude: 6.6053, longitude: 3.3989 },
  { key: 'makurdi', company: SECOND_COMPANY, name: 'Wurukum Market', state: 'Benue', city: 'Makurdi', street: 'Wurukum Road', latitude: 7.7269, longitude: 8.5474 },
];

interface DemoRoom {
  key: string;
  location: string;
  name: string;
  type: CoolingUnitType;
  metric: RoomMetric;
  capacity: number;
  public?: boolean;
  sensor?: boolean;
  editableCheckins?: boolean;
  /** Run by the demo operator. */
  operator?: boolean;
  /** Catalogue id, pricing, rate in kobo (per crate, or per kg in kg rooms; daily rates per day). */
  crops: [string, PricingType, number][];
}

export const DEMO_ROOMS: readonly DemoRoom[] = [
  { key: 'dawanau-a', location: 'kano', name: 'Dawanau Room A', type: 'market', metric: 'crates', capacity: 120, public: true, sensor: true, operator: true,
    crops: [['tomato', 'daily', 10_000], ['green-chilli', 'daily', 8_000], ['onion', 'fixed', 30_000]] },
  { key: 'dawanau-b', location: 'kano', name: 'Dawanau Room B', type: 'market', metric: 'kg', capacity: 3_000, editableCheckins: true, operator: true,
    crops: [['tomato', 'daily', 400], ['okra', 'daily', 500], ['bell-pepper', 'daily', 450]] },
  { key: 'bodija', location: 'ibadan', name: 'Bodija Cold Room', type: 'market', metric: 'crates', capacity: 80, public: true, operator: true,
    crops: [['tomato', 'daily', 12_000], ['plantain', 'daily', 9_000], ['pineapple', 'fixed', 40_000]] },
  { key: 'farin-gada', location: 'jos', name: 'Farin Gada Farm Gate Room', type: 'farm_gate', metric: 'crates', capacity: 60,
    crops: [['irish-potato', 'daily', 5_000], ['cabbage', 'daily', 6_000], ['carrot', 'daily', 6_000]] },
  { key: 'jos-mobile', location: 'jos', name: 'Jos Mobile Cooler', type: 'movable', metric: 'kg', capacity: 800,
    crops: [['tomato', 'fixed', 2_500], ['carrot', 'fixed', 2_000]] },
  { key: 'mile-12-a', location: 'lagos', name: 'Mile 12 Room A', type: 'market', metric: 'crates', capacity: 150, public: true,
    crops: [['tomato', 'daily', 15_000], ['onion', 'daily', 7_000]] },
  { key: 'mile-12-b', location: 'lagos', name: 'Mile 12 Room B', type: 'market', metric: 'kg', capacity: 5_000, sensor: true,
    crops: [['tomato', 'daily', 500], ['green-chilli', 'daily', 600]] },
  { key: 'wurukum', location: 'makurdi', name: 'Wurukum Yam Store', type: 'other', metric: 'crates', capacity: 100,
    crops: [['yam', 'daily', 4_000], ['sweet-potato', 'daily', 4_000]] },
  { key: 'makurdi-farm', location: 'makurdi', name: 'Makurdi Farm Gate Room', type: 'farm_gate', metric: 'crates', capacity: 40,
    crops: [['orange', 'daily', 7_000], ['mango', 'daily', 8_000]] },
];

/** Locations, rooms with crops and prices (NGN kobo), the demo operator on three Demo Cold Rooms rooms, one device key. */
export const demoSites: DemoStep = {
  name: 'sites',
  async run(ctx) {
    const cropIds = await cropIdsByCode(ctx.tx);
    const locationIds = new Map<string, { id: number; companyId: number }>();
    for (const { key, company, ...place } of DEMO_LOCATIONS) {
      const companyId = idOf(ctx.companies, company);
      const [row] = await ctx.tx.insert(locations).values({ ...place, companyId, country: 'NG' }).returning({ id: locations.id });
      locationIds.set(key, { id: row!.id, companyId });
    }
    const [operator] = await ctx.tx.select({ id: operators.id }).from(operators).where(eq(operators.userId, idOf(ctx.users, 'operator')));
    for (const room of DEMO_ROOMS) {
      const place = locationIds.get(room.location)!;
      const [row] = await ctx.tx
        .insert(coolingUnits)
        .values({
          companyId: place.companyId,
          locationId: place.id,
          name: room.name,
          type: room.type,
          metric: room.metric,
          capacity: room.capacity,
          public: room.public ?? false,
          sensor: room.sensor ?? false,
          editableCheckins: room.editableCheckins ?? false,
        })
        .returning({ id: coolingUnits.id });
      const roomId = row!.id;
      ctx.rooms.set(room.key, roomId);
      await ctx.tx.insert(coolingUnitCrops).values(
        room.crops.map(([code, pricing, rate]) => ({
          companyId: place.companyId,
          coolingUnitId: roomId,
          cropId: idOf(cropIds, code),
          pricing,
          rateMinor: rate,
          currency: 'NGN',
        })),
      );
      if (room.operator && operator) await ctx.tx.insert(coolingUnitOperators).values({ companyId: place.companyId, coolingUnitId: roomId, operatorId: operator.id });
    }
    await ctx.tx.insert(deviceKeys).values({
      companyId: idOf(ctx.companies, DEMO_COMPANY),
      coolingUnitId: idOf(ctx.rooms, 'dawanau-a'),
      keyHash: hashDeviceKey(DEMO_DEVICE_KEY),
      prefix: DEMO_DEVICE_KEY.slice(0, 12),
      createdBy: idOf(ctx.users, 'sp'),
    });
  },
};
