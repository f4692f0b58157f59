import type { MapsPlaceResponse } from '@rpos/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../../shared/api/api-client';
import { mapsKeys } from './maps-keys';

/** GET /maps/place?placeId&restaurantId&sessionToken: a chosen suggestion's address (kept once read). */
export function useFetchPlace(restaurantId: string | undefined) {
  const client = useQueryClient();
  return useCallback(
    (placeId: string, sessionToken: string) =>
      client.fetchQuery({
        queryKey: mapsKeys.place(placeId),
        queryFn: ({ signal }) =>
          api.get<MapsPlaceResponse>('/maps/place', {
            query: { placeId, restaurantId, sessionToken },
            signal,
          }),
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
      }),
    [client, restaurantId],
  );
}
