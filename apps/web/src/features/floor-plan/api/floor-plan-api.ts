import type {
  CreateAreaBody,
  CreateTableBody,
  DuplicateTableBody,
  FloorArea,
  FloorPlanResponse,
  FloorTable,
  RemoveTableResponse,
  TableRangeBody,
  UpdateAreaBody,
  UpdateTableBody,
} from '@rpos/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';

/** Query keys of the floor plan. The POS floor's own keys are invalidated by the pos feature's live stream. */
export const floorPlanKeys = {
  all: ['floorPlan'] as const,
  plan: () => [...floorPlanKeys.all, 'plan'] as const,
};

/** GET /floorPlan: the areas in order, each with its live tables. */
export function useFloorPlan(enabled = true) {
  return useQuery({
    queryKey: floorPlanKeys.plan(),
    queryFn: async ({ signal }) => (await api.get<FloorPlanResponse>('/floorPlan', { signal })).areas,
    enabled,
  });
}

/** Every write answers part of the plan; the plan is fetched again so every view agrees. */
function useFloorMutation<TBody, TAnswer>(call: (body: TBody) => Promise<TAnswer>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => client.invalidateQueries({ queryKey: floorPlanKeys.all }),
  });
}

export const useCreateArea = () =>
  useFloorMutation((body: CreateAreaBody) => api.post<{ area: FloorArea }>('/floorPlan/areas', body));

export const useUpdateArea = () =>
  useFloorMutation(({ id, ...body }: UpdateAreaBody & { id: string }) =>
    api.put<{ area: FloorArea }>(`/floorPlan/areas/${encodeURIComponent(id)}`, body),
  );

export const useDeleteArea = () =>
  useFloorMutation((id: string) => api.delete<{ ok: true }>(`/floorPlan/areas/${encodeURIComponent(id)}`));

export const useDuplicateArea = () =>
  useFloorMutation((id: string) =>
    api.post<{ area: FloorArea }>(`/floorPlan/areas/${encodeURIComponent(id)}/duplicate`, {}),
  );

export const useCreateTable = () =>
  useFloorMutation((body: CreateTableBody) => api.post<{ table: FloorTable }>('/floorPlan/tables', body));

export const useCreateTableRange = () =>
  useFloorMutation((body: TableRangeBody) =>
    api.post<{ tables: FloorTable[] }>('/floorPlan/tableRange', body),
  );

/** PUT /floorPlan/tables/{id}; the plan in the cache moves at once (dragging, arrow keys). */
export function useUpdateTable() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateTableBody & { id: string }) =>
      api.put<{ table: FloorTable }>(`/floorPlan/tables/${encodeURIComponent(id)}`, body),
    onMutate: async ({ id, ...body }) => {
      await client.cancelQueries({ queryKey: floorPlanKeys.plan() });
      client.setQueryData<FloorArea[]>(floorPlanKeys.plan(), (areas) =>
        areas?.map((a) => ({ ...a, tables: a.tables.map((t) => (t.id === id ? { ...t, ...body } : t)) })),
      );
    },
    onSettled: () => client.invalidateQueries({ queryKey: floorPlanKeys.all }),
  });
}

export const useDuplicateTable = () =>
  useFloorMutation(({ id, ...body }: DuplicateTableBody & { id: string }) =>
    api.post<{ tables: FloorTable[] }>(`/floorPlan/tables/${encodeURIComponent(id)}/duplicate`, body),
  );

export const useRemoveTable = () =>
  useFloorMutation((id: string) =>
    api.delete<RemoveTableResponse>(`/floorPlan/tables/${encodeURIComponent(id)}`),
  );
