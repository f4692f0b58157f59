import { MAPS_LIMITS, type MapsAutocompleteResponse } from '@rpos/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { mapsKeys } from './maps-keys';

/**
 * GET /maps/autocomplete?input&restaurantId&sessionToken: suggestions for a (debounced) input of at
 * least 3 characters; the previous list stays while the next one loads.
 */
export function useAddressSuggestions(
  input: string,
  options: { restaurantId?: string; sessionToken: string; enabled: boolean },
) {
  const trimmed = input.trim();
  return useQuery({
    queryKey: mapsKeys.suggestions(trimmed, options.restaurantId),
    queryFn: ({ signal }) =>
      api.get<MapsAutocompleteResponse>('/maps/autocomplete', {
        query: { input: trimmed, restaurantId: options.restaurantId, sessionToken: options.sessionToken },
        signal,
      }),
    enabled:
      options.enabled && trimmed.length >= MAPS_LIMITS.inputMin && trimmed.length <= MAPS_LIMITS.inputMax,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
