import { calendarDateIn, cropById, cropName } from '@coldroom/domain';
import type { CertificateFacts } from '@coldroom/contract';
import type { DbOrTx } from '../../db/client';
import { lotCards } from '../produce/service';
import { lotRecords } from '../produce/stock';

/** "A. B." from a full name: the first letter of the first and the last word; never the name itself. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const picked = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  return picked.map((word) => `${[...word][0]!.toLocaleUpperCase()}.`).join(' ');
}

/** What a lot's certificate shows (docs/certificates-and-labels.md §1), or null when the lot is gone. */
export async function certificateFacts(db: DbOrTx, lotId: number, now: Date): Promise<CertificateFacts | null> {
  const record = (await lotRecords(db, [lotId])).get(lotId);
  if (!record) return null;
  const [entry] = await lotCards(db, [record], now);
  if (!entry) return null;
  const { card, facts } = entry;
  const zone = facts.company.timeZone;
  const crop = cropById(card.crop_id);
  const t = card.temperature_record;
  const left = card.crates > 0;
  return {
    code: record.movementCode,
    crop_id: card.crop_id,
    crop_name: crop ? cropName(crop, 'en') : card.crop_id,
    farmer_initials: initialsOf(facts.farmer.name),
    company: facts.company.name,
    room: facts.room.name,
    checked_in_on: calendarDateIn(record.checkedInAt, zone),
    checked_out_on: !left && t?.stored_to ? calendarDateIn(t.stored_to, zone) : null,
    crates_in: card.initial_crates,
    weight_in_kg: card.initial_weight_kg,
    crates_now: card.crates,
    weight_now_kg: card.weight_kg,
    temperature: t
      ? {
          range_c: t.range_c,
          minutes_above: t.minutes_above,
          minutes_below: t.minutes_below,
          minutes_stored: t.minutes_stored,
          minutes_covered: t.minutes_covered,
          peak: t.peak ? { temperature_c: t.peak.temperature_c, direction: t.peak.direction, date: calendarDateIn(t.peak.at, zone) } : null,
          alerts: t.alerts_total,
        }
      : null,
  };
}
