/** Query keys of the maps feature. */
export const mapsKeys = {
  all: ['maps'] as const,
  suggestions: (input: string, restaurantId: string | undefined) =>
    [...mapsKeys.all, 'autocomplete', restaurantId ?? '', input] as const,
  place: (placeId: string) => [...mapsKeys.all, 'place', placeId] as const,
};
