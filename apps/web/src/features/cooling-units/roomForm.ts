import {
  CAPACITY_MAX,
  CRATE_WEIGHT_MAX_KG,
  DEFAULT_CRATE_WEIGHT_KG,
  NAME_MAX,
  type CoolingUnit,
  type CoolingUnitCreate,
  type CoolingUnitType,
  type PricingType,
} from '@coldroom/contract';
import type { RoomMetric } from '@coldroom/domain';
import { parseAmount, toMajorInput, type AmountProblem } from './money';

export interface CropPriceRow {
  /** Stable React key of the row. */
  key: string;
  /** The catalogue crop id ("tomato"), null until chosen. */
  crop: string | null;
  pricing: PricingType;
  /** Major units as typed. */
  rate: string;
}

export interface RoomValues {
  name: string;
  location: string | null;
  type: CoolingUnitType;
  metric: RoomMetric;
  capacity: string;
  standard_crate_weight_kg: string;
  public: boolean;
  editable_checkins: boolean;
  sensor: boolean;
  crops: CropPriceRow[];
  operators: string[];
}

let rowSequence = 0;
export const newCropRow = (crop: string | null = null, pricing: PricingType = 'daily', rate = ''): CropPriceRow => {
  rowSequence += 1;
  return { key: `row-${rowSequence}`, crop, pricing, rate };
};

export const emptyRoom = (): RoomValues => ({
  name: '',
  location: null,
  type: 'farm_gate',
  metric: 'crates',
  capacity: '',
  standard_crate_weight_kg: String(DEFAULT_CRATE_WEIGHT_KG),
  public: false,
  editable_checkins: false,
  sensor: false,
  crops: [],
  operators: [],
});

/** A decimal as typed, with a point or a decimal comma; null when it is not one. */
export function parseDecimal(input: string): number | null {
  const text = input.trim().replace(',', '.');
  return /^(\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : null;
}

const AMOUNT_KEYS: Record<AmountProblem, string> = {
  required: 'rooms.validation.priceRequired',
  invalid: 'rooms.validation.priceInvalid',
  decimals: 'rooms.validation.priceDecimals',
};

/** Per-field rules (translation keys), for the company's currency. */
export function roomValidation(currency: string) {
  return {
    name: (value: string) => (!value.trim() ? 'rooms.validation.nameRequired' : value.trim().length > NAME_MAX ? 'rooms.validation.nameTooLong' : null),
    location: (value: string | null) => (value ? null : 'rooms.validation.locationRequired'),
    capacity: (value: string) => {
      if (!value.trim()) return 'rooms.validation.capacityRequired';
      const number = parseDecimal(value);
      if (number === null || !Number.isInteger(number)) return 'rooms.validation.wholeNumber';
      return number < 1 || number > CAPACITY_MAX ? 'rooms.validation.capacityRange' : null;
    },
    standard_crate_weight_kg: (value: string) => {
      const number = parseDecimal(value);
      return number === null || number <= 0 || number > CRATE_WEIGHT_MAX_KG ? 'rooms.validation.crateWeightRange' : null;
    },
    crops: {
      crop: (value: string | null, values: RoomValues) => {
        if (!value) return 'rooms.validation.cropRequired';
        return values.crops.filter((row) => row.crop === value).length > 1 ? 'fieldReasons.duplicateCrop' : null;
      },
      rate: (value: string) => {
        const parsed = parseAmount(value, currency);
        return 'problem' in parsed ? AMOUNT_KEYS[parsed.problem] : null;
      },
    },
  };
}

/** Form values → request body, money in minor units (call after validation passed). */
export function toRoomRequest(values: RoomValues, currency: string): Required<CoolingUnitCreate> {
  return {
    name: values.name.trim(),
    location: Number(values.location),
    type: values.type,
    metric: values.metric,
    capacity: parseDecimal(values.capacity) ?? 0,
    standard_crate_weight_kg: parseDecimal(values.standard_crate_weight_kg) ?? DEFAULT_CRATE_WEIGHT_KG,
    public: values.public,
    editable_checkins: values.editable_checkins,
    sensor: values.sensor,
    crops: values.crops.map((row) => {
      const parsed = parseAmount(row.rate, currency);
      return { crop: row.crop ?? '', pricing: row.pricing, rate: 'minor' in parsed ? parsed.minor : 0 };
    }),
    operators: values.operators.map(Number),
  };
}

/** A stored room → form values, prices back in major units. */
export function toRoomValues(room: CoolingUnit): RoomValues {
  return {
    name: room.name,
    location: String(room.location.id),
    type: room.type,
    metric: room.metric,
    capacity: String(room.capacity),
    standard_crate_weight_kg: String(room.standard_crate_weight_kg),
    public: room.public,
    editable_checkins: room.editable_checkins,
    sensor: room.sensor,
    crops: room.crops.map((crop) => newCropRow(crop.crop, crop.pricing, toMajorInput(crop.rate, room.currency))),
    operators: room.operators.map((operator) => String(operator.id)),
  };
}
