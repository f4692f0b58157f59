import type {
  BookingSessionsResponse,
  DinerBookingResponse,
  PlaceBookingRequest,
  PlaceBookingResponse,
  RestaurantInfoResponse,
} from '@rpos/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { getClientId } from '../../../shared/api/client-id';

/** Query keys of the diner's booking calls (diner.md §7). */
export const bookingDinerKeys = {
  all: ['booking-diner'] as const,
  restaurantInfo: (restaurantId: string) => [...bookingDinerKeys.all, 'restaurant', restaurantId] as const,
  sessions: (restaurantId: string, dateStr: string, partySize: number) =>
    [...bookingDinerKeys.all, 'sessions', restaurantId, dateStr, partySize] as const,
  booking: (bookingId: string) => [...bookingDinerKeys.all, 'booking', bookingId] as const,
};

/**
 * GET /restaurantInfo: the restaurant, its booking disclaimer and whether booking is closed by its QR
 * settings. Read again whenever the diner comes back to the page (decision 0123: the wizard has no
 * live stream, so a switch flipped meanwhile shows on return).
 */
export function useRestaurantInfo(restaurantId: string) {
  return useQuery({
    queryKey: bookingDinerKeys.restaurantInfo(restaurantId),
    queryFn: ({ signal }) =>
      api.get<RestaurantInfoResponse>('/restaurantInfo', { query: { restaurantId }, signal }),
    enabled: restaurantId !== '',
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: 'always',
    retry: 1,
  });
}

/** GET /restaurantBookingSessions: the sessions offered on a date (YYYY-MM-DD) for a party; null = not yet asked. */
export function useOfferedSessions(
  restaurantId: string,
  query: { dateStr: string; partySize: number } | null,
) {
  return useQuery({
    queryKey: bookingDinerKeys.sessions(restaurantId, query?.dateStr ?? '', query?.partySize ?? 0),
    queryFn: ({ signal }) =>
      api.get<BookingSessionsResponse>('/restaurantBookingSessions', {
        query: { restaurantId, dateStr: query?.dateStr, partySize: query?.partySize },
        signal,
      }),
    enabled: restaurantId !== '' && query !== null,
    retry: 1,
  });
}

/** POST /booking with the clientId header (diner.md §6). */
export const placeBooking = (body: PlaceBookingRequest) =>
  api.post<PlaceBookingResponse>('/booking', body, { checkout: true, headers: { clientId: getClientId() } });

/**
 * GET /booking/{bookingId}: the booking's status after a deposit's checkout. `pollMs` re-reads it
 * while the deposit may still be on its way (a provider's webhook can come after the diner).
 */
export function useDinerBooking(bookingId: string, options: { enabled: boolean; pollMs?: number }) {
  return useQuery({
    queryKey: bookingDinerKeys.booking(bookingId),
    queryFn: ({ signal }) =>
      api.get<DinerBookingResponse>(`/booking/${encodeURIComponent(bookingId)}`, { signal }),
    enabled: options.enabled && bookingId !== '',
    retry: 1,
    refetchInterval: (q) =>
      options.pollMs && q.state.data?.status === 'pendingPayment' ? options.pollMs : false,
  });
}
