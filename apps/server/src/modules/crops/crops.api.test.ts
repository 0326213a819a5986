import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CROPS } from '@coldroom/domain';
import { crops } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';
import { syncCropCatalogue } from './catalogue-sync';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const list = () => t.app.inject({ method: 'GET', url: '/api/storage/v1/crops/' });

describe('the crop catalogue', () => {
  it('is listed to anyone, in catalogue order, with names in every app language and storage facts', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    const { items } = response.json();
    expect(items.map((c: { id: string }) => c.id)).toEqual(CROPS.map((c) => c.id));
    const apple = items.find((c: { id: string }) => c.id === 'apple');
    expect(apple).toEqual({
      id: 'apple',
      type: 'fruit',
      names: { en: 'Apple', hi: 'सेब', or: 'ସେଓ', gu: 'સફરજન', fr: 'pomme', pt: 'maçã', ha: 'tuffa', yo: 'Ápù', ig: 'Apụl', sw: 'tufaha', ar: 'تفاح' },
      temperature_c: { min: -1.1, max: 0 },
      relative_humidity_pct: { min: 85, max: 95 },
      storage_life_days: { min: 90, max: 180 },
      ethylene_production: 'very_high',
      ethylene_sensitivity: 'high',
      has_kinetics: true,
    });
    expect(items.find((c: { id: string }) => c.id === 'african-star-apple').has_kinetics).toBe(false);
  });

  it('syncs idempotently: ids stay, facts follow the catalogue, dropped crops leave the list but keep their row', async () => {
    const before = await t.database.db.select({ id: crops.id, code: crops.code }).from(crops);
    await t.database.db.update(crops).set({ names: { en: 'Old', hi: 'x', or: 'x', gu: 'x', fr: 'x', pt: 'x', ha: 'x', yo: 'x', ig: 'x', sw: 'x', ar: 'x' } }).where(eq(crops.code, 'tomato'));
    const [retired] = await t.database.db
      .insert(crops)
      .values({ code: 'retired-crop', type: 'other', names: { en: 'Retired', hi: 'r', or: 'r', gu: 'r', fr: 'r', pt: 'r', ha: 'r', yo: 'r', ig: 'r', sw: 'r', ar: 'r' }, initialQuality: { today: null, yesterday: null, day_before_yesterday: null, earlier: null }, position: 999 })
      .returning();
    await syncCropCatalogue(t.database.db);
    await syncCropCatalogue(t.database.db);
    const after = await t.database.db.select({ id: crops.id, code: crops.code }).from(crops).where(eq(crops.inCatalogue, true));
    expect(after.sort((a, b) => a.id - b.id)).toEqual(before.sort((a, b) => a.id - b.id));
    const [tomato] = await t.database.db.select().from(crops).where(eq(crops.code, 'tomato'));
    expect(tomato?.names.en).toBe('Tomato');
    const [kept] = await t.database.db.select().from(crops).where(eq(crops.id, retired!.id));
    expect(kept?.inCatalogue).toBe(false);
    const { items } = (await list()).json();
    expect(items.map((c: { id: string }) => c.id)).not.toContain('retired-crop');
    const [count] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(crops);
    expect(count?.n).toBe(CROPS.length + 1);
  });

  it('writes nothing when the catalogue has not changed (a quick start-up)', async () => {
    await syncCropCatalogue(t.database.db);
    const before = await t.database.db.select({ code: crops.code, updatedAt: crops.updatedAt }).from(crops);
    await syncCropCatalogue(t.database.db);
    const after = await t.database.db.select({ code: crops.code, updatedAt: crops.updatedAt }).from(crops);
    expect(after.sort((a, b) => a.code.localeCompare(b.code))).toEqual(before.sort((a, b) => a.code.localeCompare(b.code)));
  });
});
