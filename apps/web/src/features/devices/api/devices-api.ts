import type {
  AllTerminalsResponse,
  DevicesResponse,
  DisplayClientBody,
  DisplayClientsResponse,
  KioskCodeResponse,
  KioskInput,
  KioskResponse,
  KiosksResponse,
  PosClientBody,
  PosClientsResponse,
  TerminalsResponse,
} from '@rpos/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';

/** Query keys of the devices feature. */
export const deviceKeys = {
  all: ['devices'] as const,
  kiosks: () => [...deviceKeys.all, 'kiosks'] as const,
  kiosk: (id: string) => [...deviceKeys.all, 'kiosk', id] as const,
  kioskCode: () => [...deviceKeys.all, 'kioskCode'] as const,
  posClients: () => [...deviceKeys.all, 'posClients'] as const,
  displayClients: () => [...deviceKeys.all, 'displayClients'] as const,
  terminals: () => [...deviceKeys.all, 'terminals'] as const,
  ownTerminals: () => [...deviceKeys.all, 'ownTerminals'] as const,
  devices: () => [...deviceKeys.all, 'devices'] as const,
  tables: () => [...deviceKeys.all, 'tables'] as const,
  users: () => [...deviceKeys.all, 'users'] as const,
};

const useInvalidate = () => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: deviceKeys.all });
};

export const useKiosks = () =>
  useQuery({
    queryKey: deviceKeys.kiosks(),
    queryFn: async ({ signal }) => (await api.get<KiosksResponse>('/allKiosks', { signal })).kiosks,
  });

export const useKiosk = (id: string | undefined) =>
  useQuery({
    queryKey: deviceKeys.kiosk(id ?? ''),
    queryFn: async ({ signal }) =>
      (await api.get<KioskResponse>(`/kiosk/${encodeURIComponent(id!)}`, { signal })).kiosk,
    enabled: !!id,
  });

export const useKioskCode = () =>
  useQuery({
    queryKey: deviceKeys.kioskCode(),
    queryFn: ({ signal }) => api.get<KioskCodeResponse>('/kioskCode', { signal }),
    staleTime: 0,
  });

/** POST /kiosk or PUT /kiosk/{id}. */
export function useSaveKiosk() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, kiosk }: { id?: string; kiosk: KioskInput }) =>
      id
        ? api.put<KioskResponse>(`/kiosk/${encodeURIComponent(id)}`, { kiosk })
        : api.post<KioskResponse>('/kiosk', { kiosk }),
    onSuccess: invalidate,
  });
}

export function useDeleteKiosk() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => api.delete<unknown>(`/kiosk/${encodeURIComponent(id)}`),
    onSettled: invalidate,
  });
}

/** GET /tableInfo: the restaurant's table numbers, for the kiosk's tables. */
export const useTableNumbers = () =>
  useQuery({
    queryKey: deviceKeys.tables(),
    queryFn: async ({ signal }) => {
      const r = await api.get<{ tableInfo: { areas: { tables: { tableNumber: string }[] }[] } }>(
        '/tableInfo',
        {
          signal,
        },
      );
      return r.tableInfo.areas.flatMap((a) => a.tables.map((x) => x.tableNumber));
    },
  });

/** GET /terminals: the restaurant's own terminals (the kiosk's terminal). */
export const useOwnTerminals = () =>
  useQuery({
    queryKey: deviceKeys.ownTerminals(),
    queryFn: async ({ signal }) => (await api.get<TerminalsResponse>('/terminals', { signal })).terminals,
  });

export const usePosClients = () =>
  useQuery({
    queryKey: deviceKeys.posClients(),
    queryFn: async ({ signal }) => (await api.get<PosClientsResponse>('/posClients', { signal })).clients,
  });

export function useCreatePosClient() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: PosClientBody) => api.post<unknown>('/posClient', body),
    onSuccess: invalidate,
  });
}

export function useDeletePosClient() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => api.delete<unknown>(`/posClient/${encodeURIComponent(id)}`),
    onSettled: invalidate,
  });
}

export const useDisplayClients = () =>
  useQuery({
    queryKey: deviceKeys.displayClients(),
    queryFn: async ({ signal }) =>
      (await api.get<DisplayClientsResponse>('/displayClients', { signal })).clients,
  });

export function useCreateDisplayClient() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: DisplayClientBody) => api.post<unknown>('/displayClient', body),
    onSuccess: invalidate,
  });
}

export function useDeleteDisplayClient() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => api.delete<unknown>(`/displayClient/${encodeURIComponent(id)}`),
    onSettled: invalidate,
  });
}

export const useAllTerminals = () =>
  useQuery({
    queryKey: deviceKeys.terminals(),
    queryFn: ({ signal }) => api.get<AllTerminalsResponse>('/allTerminals', { signal }),
  });

export function useAssignTerminal() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: { terminal: string; isReturn: boolean }) =>
      api.post<{ message: string }>('/assignTerminals', body),
    onSettled: invalidate,
  });
}

export function useUpdateTerminalSettings() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: { terminalId: string; isStandaloneTerminal: boolean }) =>
      api.put<{ message: string }>('/updateTerminalSettings', body),
    onSettled: invalidate,
  });
}

export const useDevices = () =>
  useQuery({
    queryKey: deviceKeys.devices(),
    queryFn: async ({ signal }) => (await api.get<DevicesResponse>('/allDevices', { signal })).devices,
  });
