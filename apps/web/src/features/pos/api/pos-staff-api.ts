import {
  type PosClockRequest,
  type PosStaffSessionResponse,
  type PosStaffSignInRequest,
  type StaffPermissionCode,
  staffMay,
} from '@rpos/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../../shared/api/api-client';
import { posKeys } from './pos-keys';

const sessionKey = () => [...posKeys.all, 'staff'] as const;

/** GET /pos/staff/session: who is at this till, and whether the POS needs someone (decision 0237). */
export function usePosStaffSession(enabled = true) {
  return useQuery({
    queryKey: sessionKey(),
    queryFn: ({ signal }) => api.get<PosStaffSessionResponse>('/pos/staff/session', { signal }),
    enabled,
    staleTime: 30_000,
  });
}

/** The calls that change who is at the till answer the session: it replaces the cached one. */
function useSessionCall<V>(call: (vars: V) => Promise<PosStaffSessionResponse>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (session) => client.setQueryData(sessionKey(), session),
  });
}

export const useStaffSignIn = () =>
  useSessionCall((body: PosStaffSignInRequest) =>
    api.post<PosStaffSessionResponse>('/pos/staff/signIn', body),
  );

export const useStaffSignOut = () =>
  useSessionCall<undefined>(() => api.post<PosStaffSessionResponse>('/pos/staff/signOut'));

export const useStaffClock = () =>
  useSessionCall((type: PosClockRequest['type']) =>
    api.post<PosStaffSessionResponse>('/pos/staff/clock', { type }),
  );

/**
 * What the POS offers the staff member at the till: with someone signed in, their codes decide; with
 * nobody (a restaurant without staff, or the session not known) the server's answer does.
 */
export function usePosStaffMay(): (code: StaffPermissionCode) => boolean {
  const staff = usePosStaffSession().data?.staff ?? null;
  return useCallback((code) => (staff ? staffMay(staff, code) || APPROVABLE_CODES.has(code) : true), [staff]);
}

/**
 * The actions a manager may approve with their PIN at the till (decision 0513): offered to everyone,
 * the server asks for the approval (manager-approval.ts).
 */
const APPROVABLE_CODES = new Set<StaffPermissionCode>([
  'posVoids',
  'posDiscounts',
  'posRefunds',
  'posReopen',
  'posDeleteBills',
  'posDrawer',
  'posNoSale',
]);
