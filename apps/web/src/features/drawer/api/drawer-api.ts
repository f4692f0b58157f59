import type {
  DrawerMovementRequest,
  DrawerShiftsResponse,
  PosDrawerResponse,
  PrintJobsResponse,
} from '@rpos/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { withApproval } from '../../pos';

/** The drawer's calls (decisions 0510–0513): the POS's open shift and the back-office's days. */
export const drawerKeys = {
  all: ['drawer'] as const,
  current: () => [...drawerKeys.all, 'current'] as const,
  day: (dateStr: string) => [...drawerKeys.all, 'day', dateStr] as const,
};

/** GET /pos/drawer: the open shift with its X figures (null when none). */
export function useDrawer() {
  return useQuery({
    queryKey: drawerKeys.current(),
    queryFn: ({ signal }) => api.get<PosDrawerResponse>('/pos/drawer', { signal }),
    // The X figures move with every sale at the restaurant: read them afresh each time the screen opens.
    refetchOnMount: 'always',
    staleTime: 0,
  });
}

/** Every drawer change answers the shift as it now is; a manager approves it when the staff may not. */
function useDrawerCall<V>(
  call: (vars: V, o: { headers: Record<string, string> }) => Promise<PosDrawerResponse>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (vars: V) => withApproval((headers) => call(vars, { headers })),
    onSuccess: (answer) => {
      client.setQueryData(drawerKeys.current(), answer.shift?.status === 'open' ? answer : { shift: null });
      void client.invalidateQueries({ queryKey: [...drawerKeys.all, 'day'] });
    },
  });
}

export const useOpenDrawer = () =>
  useDrawerCall((float: number, o) => api.post<PosDrawerResponse>('/pos/drawer/open', { float }, o));

export const useDrawerMovement = () =>
  useDrawerCall((body: DrawerMovementRequest, o) =>
    api.post<PosDrawerResponse>('/pos/drawer/movements', body, o),
  );

export const useNoSale = () =>
  useDrawerCall((reason: string, o) => api.post<PosDrawerResponse>('/pos/drawer/noSale', { reason }, o));

/** POST /pos/drawer/close: the Z report answers; the POS then shows no open shift. */
export const useCloseDrawer = () =>
  useDrawerCall((body: { shiftId: string; counted: number }, o) =>
    api.post<PosDrawerResponse>('/pos/drawer/close', body, o),
  );

export const usePrintDrawerReport = () =>
  useMutation({
    mutationFn: (shiftId: string) => api.post<PrintJobsResponse>('/pos/drawer/print', { shiftId }),
  });

/** GET /drawerShifts?dateStr=DD-MM-YY: a restaurant day's shifts. */
export function useDrawerShifts(dateStr: string) {
  return useQuery({
    queryKey: drawerKeys.day(dateStr),
    queryFn: ({ signal }) => api.get<DrawerShiftsResponse>('/drawerShifts', { query: { dateStr }, signal }),
  });
}
