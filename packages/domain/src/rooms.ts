/**
 * How a cold room measures its capacity and scales its fees (domain-rules §3): in crates, or in
 * kilograms (then prices are per kg and a crate's fee follows its current weight).
 */
export const ROOM_METRICS = ['crates', 'kg'] as const;
export type RoomMetric = (typeof ROOM_METRICS)[number];

export function isRoomMetric(value: unknown): value is RoomMetric {
  return typeof value === 'string' && (ROOM_METRICS as readonly string[]).includes(value);
}
