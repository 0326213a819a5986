/**
 * Checks every row of an import against its kind's rules and the company's data (docs/import-rules.md):
 * each row becomes valid, unchanged (already there) or rejected with its problems. Bulk lookups, so that
 * 10,000 rows take a few queries.
 */
import { sql } from 'drizzle-orm';
import { COOLING_UNIT_TYPES, IMPORT_FIELDS, IMPORT_REQUIRED, PRICING_TYPES, type ImportField, type ImportKind, type ImportMapping, type ImportProblem } from '@coldroom/contract';
import { calendarDateIn } from '@coldroom/domain';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../occupancy/queries';
import { readPhone } from './phones';
import { parseAmountCell, parseDateCell, parseGender, parseLanguage, parseWholeCell, fold } from './values';

export interface CompanyFacts {
  id: number;
  country: string;
  currency: string;
  timeZone: string;
}

export interface RawRow {
  rowNumber: number;
  cells: string[];
}

export interface CheckedRow extends RawRow {
  values: Record<string, string>;
  status: 'valid' | 'unchanged' | 'rejected';
  problems: ImportProblem[];
}

const TEXT_MAX = 100;
const NOTE_MAX = 200;
const CAPACITY_MAX = 1_000_000;
const USER_CODE = /^[A-Z0-9]{8}$/;

/** A JSON list as one parameter (a list of 10,000 phones would otherwise be 10,000 parameters). */
const jsonList = (items: readonly string[]) => sql`(select jsonb_array_elements_text(${JSON.stringify(items)}::jsonb))`;

class RowProblems {
  readonly list: ImportProblem[] = [];
  add(field: string, code: ImportProblem['code'], row?: number) {
    if (!this.list.some((p) => p.field === field)) this.list.push(row === undefined ? { field, code } : { field, code, row });
  }
}

/** The mapped cells of a row (trimmed), and the required, length and formula checks every kind shares. */
function cellsOf(kind: ImportKind, mapping: ImportMapping, row: RawRow, problems: RowProblems, optionalRequired: readonly string[] = []) {
  const text: Partial<Record<ImportField, string>> = {};
  for (const field of IMPORT_FIELDS[kind] as readonly ImportField[]) {
    const column = mapping[field];
    const value = column === null || column === undefined ? '' : (row.cells[column] ?? '').trim();
    text[field] = value;
    if (value.startsWith('=')) problems.add(field, 'formula_in_cell');
    else if (value === '' && (IMPORT_REQUIRED[kind] as readonly string[]).concat(optionalRequired).includes(field)) problems.add(field, 'required');
    else if (value.length > (field === 'note' ? NOTE_MAX : TEXT_MAX)) problems.add(field, 'too_long');
  }
  return text as Record<ImportField, string>;
}

function finish(row: RawRow, values: Record<string, string>, problems: RowProblems, unchanged: boolean): CheckedRow {
  const status = problems.list.length > 0 ? 'rejected' : unchanged ? 'unchanged' : 'valid';
  return { ...row, values, status, problems: problems.list };
}

export async function checkRows(db: DbOrTx, company: CompanyFacts, kind: ImportKind, mapping: ImportMapping, rows: readonly RawRow[]): Promise<CheckedRow[]> {
  if (kind === 'farmers') return checkFarmers(db, company, mapping, rows);
  if (kind === 'rooms') return checkRooms(db, company, mapping, rows);
  return checkBalances(db, company, mapping, rows, new Date());
}

interface PhoneOwner {
  farmerId: number | null;
  ours: boolean;
}

/** Who holds each of these phones: a farmer of this company (ours), or someone else. */
export async function phoneOwners(db: DbOrTx, companyId: number, phones: readonly string[]): Promise<Map<string, PhoneOwner>> {
  if (phones.length === 0) return new Map();
  const rows = rowsOf<{ phone: string; farmer_id: string | number | null; ours: boolean }>(
    await db.execute(sql`
      select u.phone, f.id as farmer_id,
             exists (select 1 from company_farmers cf where cf.company_id = ${companyId} and cf.farmer_id = f.id) and u.anonymised_at is null as ours
      from users u left join farmers f on f.user_id = u.id
      where u.phone in ${jsonList(phones)}`),
  );
  return new Map(rows.map((row) => [row.phone, { farmerId: row.farmer_id === null ? null : Number(row.farmer_id), ours: row.ours }]));
}

async function checkFarmers(db: DbOrTx, company: CompanyFacts, mapping: ImportMapping, rows: readonly RawRow[]): Promise<CheckedRow[]> {
  const drafts = rows.map((row) => {
    const problems = new RowProblems();
    const text = cellsOf('farmers', mapping, row, problems);
    const values: Record<string, string> = { first_name: text.first_name, last_name: text.last_name, parent_name: text.parent_name, village: text.village };
    if (text.phone && !text.phone.startsWith('=')) {
      const reading = readPhone(text.phone, company.country);
      if ('phone' in reading) values.phone = reading.phone;
      else problems.add('phone', reading.problem);
    }
    if (text.gender) {
      const gender = parseGender(text.gender);
      if (gender) values.gender = gender;
      else problems.add('gender', 'bad_gender');
    }
    if (text.language) {
      const language = parseLanguage(text.language);
      if (language) values.language = language;
      else problems.add('language', 'bad_language');
    }
    if (text.user_code) {
      const code = text.user_code.toUpperCase();
      if (USER_CODE.test(code)) values.user_code = code;
      else problems.add('user_code', 'bad_user_code');
    }
    return { row, values, problems };
  });
  const owners = await phoneOwners(db, company.id, drafts.flatMap((d) => (d.values.phone ? [d.values.phone] : [])));
  const codes = drafts.flatMap((d) => (d.values.user_code ? [d.values.user_code] : []));
  const codeOwners = new Map(
    codes.length === 0
      ? []
      : rowsOf<{ user_code: string; phone: string | null }>(
          await db.execute(sql`select f.user_code, u.phone from farmers f join users u on u.id = f.user_id where f.user_code in ${jsonList(codes)}`),
        ).map((r) => [r.user_code, r.phone]),
  );
  const firstPhone = new Map<string, number>();
  const firstCode = new Map<string, number>();
  return drafts.map(({ row, values, problems }) => {
    let unchanged = false;
    if (values.phone) {
      const earlier = firstPhone.get(values.phone);
      const owner = owners.get(values.phone);
      if (earlier !== undefined) problems.add('phone', 'duplicate_in_file', earlier);
      else {
        firstPhone.set(values.phone, row.rowNumber);
        if (owner?.ours) unchanged = true;
        else if (owner) problems.add('phone', 'phone_taken');
      }
    }
    if (values.user_code && !unchanged) {
      const earlier = firstCode.get(values.user_code);
      if (earlier !== undefined) problems.add('user_code', 'duplicate_in_file', earlier);
      else if (codeOwners.has(values.user_code)) problems.add('user_code', 'user_code_taken');
      firstCode.set(values.user_code, row.rowNumber);
    }
    return finish(row, values, problems, unchanged);
  });
}

interface RoomFacts {
  locations: Map<string, number>;
  rooms: Map<string, { id: number; crops: Set<string>; fields: Record<string, string> }>;
  crops: Map<string, string>;
}

/** The company's locations and rooms by folded name, and the catalogue's crops by folded code and name in any language. */
export async function roomFacts(db: DbOrTx, companyId: number): Promise<RoomFacts> {
  const locations = rowsOf<{ id: string | number; name: string }>(await db.execute(sql`select id, name from locations where company_id = ${companyId} and deleted_at is null order by id`));
  const rooms = rowsOf<{ id: string | number; name: string; crop: string | null; location_id: string | number; type: string; capacity: number; metric: string }>(
    await db.execute(sql`
      select r.id, r.name, c.code as crop, r.location_id, r.type, r.capacity, r.metric from cooling_units r
      left join cooling_unit_crops rc on rc.cooling_unit_id = r.id left join crops c on c.id = rc.crop_id
      where r.company_id = ${companyId} and r.deleted_at is null order by r.id`),
  );
  const crops = rowsOf<{ code: string; names: Record<string, string> }>(await db.execute(sql`select code, names from crops where in_catalogue order by position`));
  const roomMap = new Map<string, { id: number; crops: Set<string>; fields: Record<string, string> }>();
  for (const row of rooms) {
    const key = fold(row.name);
    const fields = { location: String(row.location_id), type: row.type, capacity: String(row.capacity), metric: row.metric };
    const room = roomMap.get(key) ?? { id: Number(row.id), crops: new Set<string>(), fields };
    if (row.crop) room.crops.add(row.crop);
    if (!roomMap.has(key)) roomMap.set(key, room);
  }
  const cropMap = new Map<string, string>();
  for (const crop of crops) {
    cropMap.set(fold(crop.code), crop.code);
    // The English name first: a name shared by two crops in another language keeps the first crop.
    for (const name of Object.values(crop.names ?? {})) if (name && !cropMap.has(fold(name))) cropMap.set(fold(name), crop.code);
  }
  const locationMap = new Map<string, number>();
  for (const location of locations) if (!locationMap.has(fold(location.name))) locationMap.set(fold(location.name), Number(location.id));
  return { locations: locationMap, rooms: roomMap, crops: cropMap };
}

async function checkRooms(db: DbOrTx, company: CompanyFacts, mapping: ImportMapping, rows: readonly RawRow[]): Promise<CheckedRow[]> {
  const facts = await roomFacts(db, company.id);
  const onlyLocation = facts.locations.size === 1 ? [...facts.locations.values()][0]! : null;
  const firstOfRoom = new Map<string, { row: number; values: Record<string, string> }>();
  const seenCrop = new Map<string, number>();
  return rows.map((row) => {
    const problems = new RowProblems();
    const text = cellsOf('rooms', mapping, row, problems, onlyLocation === null ? ['location'] : []);
    const values: Record<string, string> = { room_name: text.room_name };
    const location = text.location ? facts.locations.get(fold(text.location)) : onlyLocation;
    if (text.location && location === undefined) problems.add('location', 'unknown_location');
    if (location !== undefined && location !== null) values.location = String(location);
    const type = text.type ? text.type.toLowerCase().replace(/[\s-]+/g, '_') : 'farm_gate';
    if ((COOLING_UNIT_TYPES as readonly string[]).includes(type)) values.type = type;
    else problems.add('type', 'bad_type');
    if (text.capacity) {
      const capacity = parseWholeCell(text.capacity, 1, CAPACITY_MAX);
      if (capacity === null) problems.add('capacity', 'bad_capacity');
      else values.capacity = String(capacity);
    }
    if (text.metric) {
      const metric = text.metric.toLowerCase();
      if (metric === 'crates' || metric === 'kg') values.metric = metric;
      else problems.add('metric', 'bad_metric');
    }
    if (text.crop) {
      const crop = facts.crops.get(fold(text.crop));
      if (crop) values.crop = crop;
      else problems.add('crop', 'unknown_crop');
    }
    if (text.pricing) {
      const pricing = text.pricing.toLowerCase();
      if ((PRICING_TYPES as readonly string[]).includes(pricing)) values.pricing = pricing;
      else problems.add('pricing', 'bad_pricing');
    }
    if (text.price) {
      const price = parseAmountCell(text.price, company.currency);
      if (price === null) problems.add('price', 'bad_amount');
      else values.price = String(price);
    }
    const roomKey = fold(text.room_name);
    const existing = facts.rooms.get(roomKey);
    let unchanged = false;
    if (text.room_name && values.crop) {
      const cropKey = `${roomKey}\u0000${values.crop}`;
      const earlier = seenCrop.get(cropKey);
      if (earlier !== undefined) problems.add('crop', 'duplicate_in_file', earlier);
      else seenCrop.set(cropKey, row.rowNumber);
      if (existing?.crops.has(values.crop)) unchanged = true;
    }
    // A row of an existing room must agree with the room (an import never changes it); rows of one new room
    // must agree with each other, the first row deciding.
    if (existing && problems.list.length === 0) {
      for (const field of ['location', 'type', 'capacity', 'metric'] as const) if (existing.fields[field] !== values[field]) problems.add(field, 'room_fields_differ');
    }
    if (text.room_name && !existing && problems.list.length === 0) {
      const first = firstOfRoom.get(roomKey);
      if (!first) firstOfRoom.set(roomKey, { row: row.rowNumber, values });
      else for (const field of ['location', 'type', 'capacity', 'metric'] as const) if (first.values[field] !== values[field]) problems.add(field, 'room_fields_differ', first.row);
    }
    return finish(row, values, problems, unchanged);
  });
}

async function checkBalances(db: DbOrTx, company: CompanyFacts, mapping: ImportMapping, rows: readonly RawRow[], now: Date): Promise<CheckedRow[]> {
  const today = calendarDateIn(now, company.timeZone);
  const drafts = rows.map((row) => {
    const problems = new RowProblems();
    const text = cellsOf('balances', mapping, row, problems);
    const values: Record<string, string> = { note: text.note };
    if (text.phone && !text.phone.startsWith('=')) {
      const reading = readPhone(text.phone, company.country);
      if ('phone' in reading) values.phone = reading.phone;
      else problems.add('phone', reading.problem);
    }
    if (text.amount && !text.amount.startsWith('=')) {
      const amount = parseAmountCell(text.amount, company.currency);
      if (amount === null || amount <= 0) problems.add('amount', 'bad_amount');
      else values.amount = String(amount);
    }
    if (text.date && !text.date.startsWith('=')) {
      const date = parseDateCell(text.date);
      if (date === null || date < '2000-01-01') problems.add('date', 'bad_date');
      else if (date > today) problems.add('date', 'date_in_future');
      else values.date = date;
    }
    return { row, values, problems };
  });
  const owners = await phoneOwners(db, company.id, drafts.flatMap((d) => (d.values.phone ? [d.values.phone] : [])));
  const farmerIds = [...owners.values()].flatMap((o) => (o.ours && o.farmerId !== null ? [String(o.farmerId)] : []));
  const balances = new Map(
    farmerIds.length === 0
      ? []
      : rowsOf<{ farmer_id: string | number; amount_minor: string | number; owed_on: string }>(
          await db.execute(sql`select farmer_id, amount_minor, owed_on::text as owed_on from opening_balances where company_id = ${company.id} and farmer_id::text in ${jsonList(farmerIds)}`),
        ).map((r) => [Number(r.farmer_id), { amount: String(r.amount_minor), date: r.owed_on }]),
  );
  const firstPhone = new Map<string, number>();
  return drafts.map(({ row, values, problems }) => {
    let unchanged = false;
    if (values.phone) {
      const owner = owners.get(values.phone);
      const earlier = firstPhone.get(values.phone);
      if (earlier !== undefined) problems.add('phone', 'duplicate_in_file', earlier);
      else firstPhone.set(values.phone, row.rowNumber);
      if (!owner?.ours || owner.farmerId === null) problems.add('phone', 'unknown_farmer');
      else {
        values.farmer_id = String(owner.farmerId);
        const recorded = balances.get(owner.farmerId);
        if (recorded && values.amount !== undefined && values.date !== undefined) {
          if (recorded.amount === values.amount && recorded.date === values.date) unchanged = true;
          else problems.add('amount', 'balance_exists');
        }
      }
    }
    return finish(row, values, problems, unchanged);
  });
}
