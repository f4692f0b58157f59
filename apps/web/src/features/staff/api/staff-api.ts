import type {
  DeleteStaffResponse,
  SaveStaffResponse,
  StaffInput,
  StaffListResponse,
  StaffNumberResponse,
  StaffResponse,
} from '@rpos/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';

/** Query keys of the staff feature. */
export const staffKeys = {
  all: ['staff'] as const,
  list: (search: string, page: number, pageSize: number) =>
    [...staffKeys.all, 'list', search, page, pageSize] as const,
  number: () => [...staffKeys.all, 'number'] as const,
  one: (id: string) => [...staffKeys.all, 'one', id] as const,
  timesheets: (start: string, end: string) => [...staffKeys.all, 'timesheets', start, end] as const,
  activities: (dateStr: string) => [...staffKeys.all, 'activities', dateStr] as const,
};

/** GET /staffList?search&page&pageSize (page from 0 here, from 1 on the server). */
export function useStaffList(search: string, page: number, pageSize: number, enabled = true) {
  return useQuery({
    queryKey: staffKeys.list(search, page, pageSize),
    queryFn: ({ signal }) =>
      api.get<StaffListResponse>('/staffList', { query: { search, page: page + 1, pageSize }, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** GET /staffNumber: the permissions offered and a new staff member's number. */
export function useStaffNumber(enabled: boolean) {
  return useQuery({
    queryKey: staffKeys.number(),
    queryFn: ({ signal }) => api.get<StaffNumberResponse>('/staffNumber', { signal }),
    enabled,
    staleTime: 0,
  });
}

/** GET /staff/{id}. */
export function useStaffMember(id: string) {
  return useQuery({
    queryKey: staffKeys.one(id),
    queryFn: ({ signal }) => api.get<StaffResponse>(`/staff/${encodeURIComponent(id)}`, { signal }),
    enabled: id !== '',
  });
}

/** POST /staff (no id) or POST /staff/{id}. */
export function useSaveStaff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, staff }: { id: string | null; staff: StaffInput }) =>
      api.post<SaveStaffResponse>(id ? `/staff/${encodeURIComponent(id)}` : '/staff', staff),
    onSuccess: () => client.invalidateQueries({ queryKey: staffKeys.all }),
  });
}

/** POST /staff/{id}/pin: a new PIN, answered once. */
export function useNewStaffPin() {
  return useMutation({
    mutationFn: (id: string) => api.post<SaveStaffResponse>(`/staff/${encodeURIComponent(id)}/pin`),
  });
}

/** DELETE /staff/{id} for each chosen staff member, one after another. */
export function useDeleteStaff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (ids: readonly string[]) => {
      for (const id of ids) await api.delete<DeleteStaffResponse>(`/staff/${encodeURIComponent(id)}`);
    },
    onSettled: () => client.invalidateQueries({ queryKey: staffKeys.all }),
  });
}
