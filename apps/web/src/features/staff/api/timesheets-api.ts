import type {
  CreateTimesheetRequest,
  DeleteTimesheetResponse,
  StaffActivitiesResponse,
  TimesheetSavedResponse,
  TimesheetsResponse,
} from '@rpos/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { staffKeys } from './staff-api';

/** GET /timesheets?startDateStr&endDateStr (DD-MM-YY): null range → not fetched. */
export function useTimesheets(range: { start: string; end: string } | null) {
  return useQuery({
    queryKey: staffKeys.timesheets(range?.start ?? '', range?.end ?? ''),
    queryFn: ({ signal }) =>
      api.get<TimesheetsResponse>('/timesheets', {
        query: { startDateStr: range?.start, endDateStr: range?.end },
        signal,
      }),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });
}

/** POST /timesheet. */
export function useCreateTimesheet() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTimesheetRequest) => api.post<TimesheetSavedResponse>('/timesheet', body),
    onSuccess: () => client.invalidateQueries({ queryKey: [...staffKeys.all, 'timesheets'] }),
  });
}

/** PUT /timesheet/{id} {dateStr}: deletes the row (decision 0241). */
export function useDeleteTimesheet() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, dateStr }: { id: string; dateStr: string }) =>
      api.put<DeleteTimesheetResponse>(`/timesheet/${encodeURIComponent(id)}`, { dateStr }),
    onSettled: () => client.invalidateQueries({ queryKey: [...staffKeys.all, 'timesheets'] }),
  });
}

/** GET /staffActivities?dateStr (DD-MM-YY). */
export function useStaffActivities(dateStr: string) {
  return useQuery({
    queryKey: staffKeys.activities(dateStr),
    queryFn: ({ signal }) =>
      api.get<StaffActivitiesResponse>('/staffActivities', { query: { dateStr }, signal }),
    placeholderData: keepPreviousData,
  });
}
