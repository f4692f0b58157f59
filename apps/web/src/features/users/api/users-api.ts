import type {
  CreateUserRequest,
  CreateUserResponse,
  MessageResponse,
  Role,
  UpdateRestaurantGroupRequest,
  UpdateRestaurantGroupResponse,
  UpdateUserRequest,
  UpdateUserResponse,
  UserDetailResponse,
  UserPermissionsResponse,
  UsersResponse,
} from '@rpos/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';

/** Query keys of the users feature. */
export const userKeys = {
  all: ['users'] as const,
  page: (page: number, pageSize: number, search: string | null) =>
    [...userKeys.all, 'page', page, pageSize, search] as const,
  detail: (username: string) => [...userKeys.all, 'detail', username.toLowerCase()] as const,
  permissions: (role: Role) => [...userKeys.all, 'permissions', role] as const,
};

/** GET /users?page&pageSize&search: one page (page from 0 here, from 1 on the server). */
export function useUsers(page: number, pageSize: number, search: string | null) {
  return useQuery({
    queryKey: userKeys.page(page, pageSize, search),
    queryFn: ({ signal }) =>
      api.get<UsersResponse>('/users', {
        query: { page: page + 1, pageSize, search: search ?? undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** GET /users/{username}: the account and the permission checkboxes its role may be given. */
export function useUserDetail(username: string | undefined) {
  return useQuery({
    queryKey: userKeys.detail(username ?? ''),
    queryFn: ({ signal }) =>
      api.get<UserDetailResponse>(`/users/${encodeURIComponent(username!)}`, { signal }),
    enabled: !!username,
  });
}

/** GET /userPermissions?role=: the checkboxes a user of that role may be given. */
export function useUserPermissions(role: Role | '') {
  return useQuery({
    queryKey: userKeys.permissions(role as Role),
    queryFn: ({ signal }) =>
      api.get<UserPermissionsResponse>('/userPermissions', { query: { role }, signal }),
    enabled: role !== '',
    staleTime: 5 * 60_000,
  });
}

/** POST /user (admin) or POST /restaurantManager (a restaurantAdmin): answers the generated password once. */
export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, asRestaurantAdmin }: { body: CreateUserRequest; asRestaurantAdmin: boolean }) =>
      api.post<CreateUserResponse>(asRestaurantAdmin ? '/restaurantManager' : '/user', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}

/** PUT /user */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateUserRequest) => api.put<UpdateUserResponse>('/user', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}

/** DELETE /user for each chosen account, one after the other; stops at the first failure. */
export function useDeleteUsers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (usernames: readonly string[]) => {
      for (const username of usernames) await api.delete<MessageResponse>('/user', { username });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}

/** PUT /updateRestaurantGroup: the complete list of a group admin's restaurants. */
export function useUpdateRestaurantGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateRestaurantGroupRequest) =>
      api.put<UpdateRestaurantGroupResponse>('/updateRestaurantGroup', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
