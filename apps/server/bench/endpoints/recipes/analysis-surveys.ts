import { calendarDateIn, addDays } from '@coldroom/domain';
import { checkInNow, checkOutNow } from '../actions';
import { EVERYONE, FARMER, recipe, STAFF, type Recipe } from '../types';
import type { World } from '../world';

const OPS = '/api/operation/v1';
/** The analysis page's "last 30 days", daily, all rooms, in the company's zone (the demo and history zones are fixed per company). */
const range = (w: World) => {
  const to = calendarDateIn(new Date(), w.timeZone);
  return `from=${addDays(to, -29)}&to=${to}`;
};

const farmerSurvey = (w: World, staff: boolean) => ({
  ...(staff ? { farmer_id: w.ids.farmerId } : {}),
  kind: 'farmer' as const,
  cold_room_experience: true,
  experience_months: 6,
  currency: 'NGN',
  commodities: [
    {
      crop_id: w.ids.cropCode,
      unit: 'crates' as const,
      kg_per_unit: 25,
      total_kg: 5000,
      self_consumed_kg: 500,
      sold_kg: 4000,
      sold_below_market_kg: 1000,
      average_price_minor: 1_500_000,
      season_months: 4,
      main_loss_reason: 'spoilage' as const,
    },
  ],
});

/** Analysis and its exports; the baseline and market surveys; a farmer's own figures. */
export const analysisAndSurveyRecipes: Recipe[] = [
  // The main page's dashboard (issue 14): every role, each its own shape.
  recipe('GET /api/operation/v1/dashboard/', EVERYONE, () => ({ path: `${OPS}/dashboard/` })),
  recipe('GET /api/operation/v1/analysis/revenue/', STAFF, (w) => ({ path: `${OPS}/analysis/revenue/?${range(w)}` })),
  recipe('GET /api/operation/v1/analysis/revenue/check-outs/', STAFF, (w) => ({ path: `${OPS}/analysis/revenue/check-outs/?${range(w)}&page=1&page_size=20` })),
  recipe('GET /api/operation/v1/analysis/revenue/export/ | CSV', STAFF, (w) => ({ path: `${OPS}/analysis/revenue/export/?${range(w)}&format=csv` })),
  recipe('GET /api/operation/v1/analysis/revenue/export/ | XLSX', STAFF, (w) => ({ path: `${OPS}/analysis/revenue/export/?${range(w)}&format=xlsx` })),
  recipe('GET /api/operation/v1/analysis/usage/', STAFF, (w) => ({ path: `${OPS}/analysis/usage/?${range(w)}` })),
  recipe('GET /api/operation/v1/analysis/usage/export/ | CSV', STAFF, (w) => ({ path: `${OPS}/analysis/usage/export/?${range(w)}&format=csv` })),
  recipe('GET /api/operation/v1/analysis/usage/export/ | XLSX', STAFF, (w) => ({ path: `${OPS}/analysis/usage/export/?${range(w)}&format=xlsx` })),
  recipe('GET /api/operation/v1/analysis/farmer/', FARMER, () => ({ path: `${OPS}/analysis/farmer/` })),

  recipe('GET /api/operation/v1/surveys/farmer/', EVERYONE, (w, c) => ({ path: `${OPS}/surveys/farmer/${c === 'Farmer' ? '' : `?farmer=${w.ids.farmerId}`}` })),
  recipe('PUT /api/operation/v1/surveys/farmer/', EVERYONE, (w, c) => ({ path: `${OPS}/surveys/farmer/`, body: farmerSurvey(w, c !== 'Farmer') })),
  recipe('GET /api/operation/v1/surveys/market/pending/', EVERYONE, () => ({ path: `${OPS}/surveys/market/pending/?page=1&page_size=20` })),
  recipe('GET /api/operation/v1/surveys/market/check-outs/{id}/', EVERYONE, (w) => ({ path: `${OPS}/surveys/market/check-outs/${w.ids.checkOutId}/` })),
  recipe('POST /api/operation/v1/surveys/market/', EVERYONE, async (w) => {
    const checkOut = await checkOutNow(w, await checkInNow(w, { crates: 2 }));
    const today = calendarDateIn(new Date(), w.timeZone);
    return {
      path: `${OPS}/surveys/market/`,
      expect: 201,
      body: {
        check_out_id: checkOut.id,
        crop_id: w.ids.cropCode,
        where_sold: 'local_market',
        price_minor: 1_200_000,
        unit: 'crates',
        kg_per_unit: 25,
        selling_date: today,
        lost_kg: 2.5,
        loss_reason: 'spoilage',
      },
    };
  }),
];
