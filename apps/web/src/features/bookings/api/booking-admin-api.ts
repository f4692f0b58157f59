import type {
  AllBookingSessionsResponse,
  BookingSession,
  BookingSessionInput,
  BookingSessionResponse,
  BookingSettingsResponse,
  BookingsResponse,
  StaffBooking,
  StaffBookingStatus,
  SuccessMessage,
  TableInfoResponse,
  UpdateBookingSettingsRequest,
  UpdateBookingSettingsResponse,
  UpdateBookingStatusRequest,
  UpdateBookingStatusResponse,
  UpdateCloseDatesRequest,
  UpdateCloseDatesResponse,
} from '@rpos/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../shared/api/api-client';
import { restaurantKeys } from '../../restaurants/api/restaurant-keys';

type Out<T extends z.ZodType> = z.infer<T>;
type In<T extends z.ZodType> = z.input<T>;

/** Query keys of the staff booking screens (restaurant-config.md §2.4). */
export const bookingAdminKeys = {
  all: ['booking-admin'] as const,
  sessions: () => [...bookingAdminKeys.all, 'sessions'] as const,
  tableInfo: () => [...bookingAdminKeys.all, 'table-info'] as const,
  bookingLists: () => [...bookingAdminKeys.all, 'bookings'] as const,
  bookings: (dateStr: string) => [...bookingAdminKeys.bookingLists(), dateStr] as const,
  settings: () => [...bookingAdminKeys.all, 'settings'] as const,
  /** The acting restaurant's timezone: one query for every staff screen. */
  timezone: restaurantKeys.timezone,
};

/** GET /allBookingSessions: the acting restaurant's sessions, by start time. */
export function useBookingSessions() {
  return useQuery({
    queryKey: bookingAdminKeys.sessions(),
    queryFn: async ({ signal }) =>
      (await api.get<Out<typeof AllBookingSessionsResponse>>('/allBookingSessions', { signal })).sessions,
    staleTime: 5_000,
  });
}

/** POST /bookingSession (new) or PUT /bookingSession (the body carries sessionId). */
export function useSaveBookingSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BookingSessionInput) =>
      body.sessionId
        ? api.put<Out<typeof BookingSessionResponse>>('/bookingSession', body)
        : api.post<Out<typeof BookingSessionResponse>>('/bookingSession', body),
    onSuccess: ({ session }) => {
      client.setQueryData<BookingSession[]>(bookingAdminKeys.sessions(), (list) =>
        list ? [...list.filter((s) => s.sessionId !== session.sessionId), session] : list,
      );
      void client.invalidateQueries({ queryKey: bookingAdminKeys.sessions() });
      void client.invalidateQueries({ queryKey: bookingAdminKeys.settings() });
    },
  });
}

/** DELETE /bookingSession/{sessionId}. */
export function useDeleteBookingSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) =>
      api.delete<Out<typeof SuccessMessage>>(`/bookingSession/${encodeURIComponent(sessionId)}`),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: bookingAdminKeys.sessions() });
      void client.invalidateQueries({ queryKey: bookingAdminKeys.settings() });
    },
  });
}

/** GET /tableInfo: the restaurant's tables by area, for the session form's table picker. */
export function useTableInfo() {
  return useQuery({
    queryKey: bookingAdminKeys.tableInfo(),
    queryFn: async ({ signal }) =>
      (await api.get<Out<typeof TableInfoResponse>>('/tableInfo', { signal })).tableInfo.areas,
    staleTime: 60_000,
  });
}

/** GET /bookings?dateStr=YYYY-MM-DD: the bookings of a date (lapsed holds settled by the server). */
export function useBookings(dateStr: string) {
  return useQuery({
    queryKey: bookingAdminKeys.bookings(dateStr),
    queryFn: async ({ signal }) =>
      (await api.get<Out<typeof BookingsResponse>>('/bookings', { query: { dateStr }, signal })).bookings,
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
}

/** PUT /bookings/{id}/status: seat, no-show, cancel or reinstate a booking. */
export function useUpdateBookingStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, status }: { bookingId: string; status: StaffBookingStatus }) =>
      api.put<Out<typeof UpdateBookingStatusResponse>>(`/bookings/${encodeURIComponent(bookingId)}/status`, {
        status,
      } satisfies In<typeof UpdateBookingStatusRequest>),
    onSuccess: ({ booking }) => {
      client.setQueryData<StaffBooking[]>(bookingAdminKeys.bookings(booking.bookDateStr), (list) =>
        list?.map((b) => (b.id === booking.id ? booking : b)),
      );
      void client.invalidateQueries({ queryKey: bookingAdminKeys.bookingLists() });
    },
  });
}

/** GET /bookingSettings: the settings, the close dates and the sessions a date may close. */
export function useBookingSettings() {
  return useQuery({
    queryKey: bookingAdminKeys.settings(),
    queryFn: ({ signal }) => api.get<Out<typeof BookingSettingsResponse>>('/bookingSettings', { signal }),
  });
}

/** POST /bookingSettings: the disclaimer and declineTodayBooking. */
export function useSaveBookingSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: In<typeof UpdateBookingSettingsRequest>) =>
      api.post<Out<typeof UpdateBookingSettingsResponse>>('/bookingSettings', body),
    onSuccess: ({ settings }) =>
      client.setQueryData<Out<typeof BookingSettingsResponse>>(bookingAdminKeys.settings(), (data) =>
        data ? { ...data, settings } : data,
      ),
  });
}

/** POST /bookingSessions: replaces the whole list of close dates. */
export function useSaveCloseDates() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: In<typeof UpdateCloseDatesRequest>) =>
      api.post<Out<typeof UpdateCloseDatesResponse>>('/bookingSessions', body),
    onSuccess: ({ closeDates }) =>
      client.setQueryData<Out<typeof BookingSettingsResponse>>(bookingAdminKeys.settings(), (data) =>
        data ? { ...data, closeDates } : data,
      ),
  });
}

/** Every staff screen shows times on the restaurant's clock: see the restaurants feature. */
export { useRestaurantTimezone } from '../../restaurants/api/use-restaurant-timezone';
