/** React-query keys of this feature; every mutation invalidates `all`. */
export const locationKeys = {
  all: ['locations'] as const,
  list: (params: object) => ['locations', 'list', params] as const,
  one: (id: number) => ['locations', 'one', id] as const,
  mapConfig: ['map-config'] as const,
};
