/** React-query keys of rate cards; a new version invalidates its room's `room(id)`. */
export const rateCardKeys = {
  all: ['rate-cards'] as const,
  room: (roomId: number) => ['rate-cards', 'room', roomId] as const,
  list: (roomId: number, crop: string) => ['rate-cards', 'room', roomId, crop] as const,
  apply: (id: number) => ['rate-cards', 'apply', id] as const,
};
