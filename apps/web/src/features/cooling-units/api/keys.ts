/** React-query keys of this feature; a change to a room invalidates `all`. */
export const roomKeys = {
  all: ['cooling-units'] as const,
  list: (params: object) => ['cooling-units', 'list', params] as const,
  one: (id: number) => ['cooling-units', 'one', id] as const,
  planner: (id: number) => ['cooling-units', 'planner', id] as const,
  readings: (id: number) => ['cooling-units', 'readings', id] as const,
  /** Under `readings(id)`, so a new reading refreshes the chart too. */
  series: (id: number, range: object) => ['cooling-units', 'readings', id, 'series', range] as const,
  deviceKeys: (id: number) => ['cooling-units', 'device-keys', id] as const,
  locationOptions: ['locations', 'options'] as const,
  operators: (company: number) => ['operators', 'of-company', company] as const,
};
