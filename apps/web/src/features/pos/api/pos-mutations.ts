import type {
  AddAdjustmentRequest,
  FireCourseRequest,
  KeepChecksRequest,
  PosBillResponse,
  PosOrderRequest,
  PosPaymentRequest,
  PosPaymentResponse,
  PosRefundRequest,
  ReopenBillRequest,
  SetSeatRequest,
  Transaction,
  VoidDishRequest,
} from '@rpos/domain';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { withApproval } from './manager-approval';
import { posKeys } from './pos-keys';

/** Every POS change answers the bill as it now is: it replaces the cached bill, and the floor reloads. */
function billChanged(client: QueryClient, bill: Transaction) {
  client.setQueryData(posKeys.bill(bill.uuid), bill);
  void client.invalidateQueries({ queryKey: posKeys.floor() });
}

const path = (id: string, rest = '') => `/transactions/${encodeURIComponent(id)}${rest}`;

/** Request options of a call a manager may approve (decision 0513): the approval's header. */
type Approved = { headers: Record<string, string> };

/** A call on one bill answering PosBillResponse; a manager approves it when the staff member may not. */
function useBillCall<V>(call: (vars: V, approved: Approved) => Promise<PosBillResponse>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (vars: V) => (await withApproval((headers) => call(vars, { headers }))).transaction,
    onSuccess: (bill) => billChanged(client, bill),
  });
}

/** POST /pos/orders: a local order; it opens or joins a bill and answers that bill. */
export const useSendOrder = () =>
  useBillCall((request: PosOrderRequest) => api.post<PosBillResponse>('/pos/orders', request));

export const useAcceptOrder = (billId: string) =>
  useBillCall((orderId: string) =>
    api.post<PosBillResponse>(path(billId, `/orders/${encodeURIComponent(orderId)}/accept`)),
  );

export const useVoidDish = (billId: string) =>
  useBillCall((request: VoidDishRequest, o) =>
    api.post<PosBillResponse>(path(billId, '/voidDish'), request, o),
  );

/** POST /transactions/{id}/seat: a dish's seat at the table, or shared (decision 0501). */
export const useSetSeat = (billId: string) =>
  useBillCall((request: SetSeatRequest) => api.post<PosBillResponse>(path(billId, '/seat'), request));

/**
 * POST /transactions/{id}/checks: the checks of a split by dish kept on the bill (decision 0583). One
 * save at a time per bill (a mutation scope), so the last assignment made is the one kept.
 */
export function useKeepChecks(billId: string) {
  const client = useQueryClient();
  return useMutation({
    scope: { id: `keep-checks:${billId}` },
    mutationFn: async (request: KeepChecksRequest) =>
      (await api.post<PosBillResponse>(path(billId, '/checks'), request)).transaction,
    onSuccess: (bill) => billChanged(client, bill),
  });
}

/** POST /transactions/{id}/fire: a held course goes to the kitchen (decision 0502). */
export const useFireCourse = (billId: string) =>
  useBillCall((request: FireCourseRequest) => api.post<PosBillResponse>(path(billId, '/fire'), request));

/** POST /transactions/{id}/sendRound: the table's waiting round goes to the kitchen now (decision 0600). */
export const useSendRound = (billId: string) =>
  useBillCall<undefined>(() => api.post<PosBillResponse>(path(billId, '/sendRound')));

export const useAddAdjustment = (billId: string) =>
  useBillCall((request: AddAdjustmentRequest, o) =>
    api.post<PosBillResponse>(path(billId, '/adjustments'), request, o),
  );

/** POST /transactions/{id}/voucher: a member's voucher as the bill's 'Member voucher' discount. */
export const useApplyVoucher = (billId: string) =>
  useBillCall((voucherId: string) => api.post<PosBillResponse>(path(billId, '/voucher'), { voucherId }));

export const useRemoveAdjustment = (billId: string) =>
  useBillCall((adjustmentId: string, o) =>
    api.delete<PosBillResponse>(
      path(billId, `/adjustments/${encodeURIComponent(adjustmentId)}`),
      undefined,
      o,
    ),
  );

export const useCloseBill = (billId: string) =>
  useBillCall<undefined>(() => api.post<PosBillResponse>(path(billId, '/close')));

export const useMoveBill = (billId: string) =>
  useBillCall((tableNo: string) => api.post<PosBillResponse>(path(billId, '/move'), { tableNo }));

export function useMergeBill(billId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (fromTransactionId: string) =>
      (await api.post<PosBillResponse>(path(billId, '/merge'), { fromTransactionId })).transaction,
    onSuccess: (bill, fromTransactionId) => {
      client.removeQueries({ queryKey: posKeys.bill(fromTransactionId) });
      billChanged(client, bill);
    },
  });
}

export const usePrintInvoice = (billId: string) =>
  useBillCall<undefined>(() => api.post<PosBillResponse>(path(billId, '/printInvoice')));

/** POST /transactions/:id/payments: the answer carries the bill, the change and what was charged. */
export function usePayment(billId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: PosPaymentRequest) =>
      api.post<PosPaymentResponse>(path(billId, '/payments'), request, { checkout: true }),
    onSuccess: (answer) => billChanged(client, answer.transaction),
  });
}

/** DELETE /liveTransactions/:id?reason: the bill leaves the floor (delTransactions). */
export const useDeleteBill = (billId: string) =>
  useBillCall((reason: string, o) =>
    api.delete<PosBillResponse>(`/liveTransactions/${encodeURIComponent(billId)}`, undefined, {
      query: { reason },
      ...o,
    }),
  );

/** POST /transactions/:id/refunds: money back to one payment (decision 0430). */
export const useRefund = (billId: string) =>
  useBillCall((request: PosRefundRequest, o) =>
    api.post<PosBillResponse>(path(billId, '/refunds'), request, o),
  );

/** POST /transactions/:id/reopen: a paid bill active again, with a reason (decision 0431). */
export const useReopenBill = (billId: string) =>
  useBillCall((request: ReopenBillRequest, o) =>
    api.post<PosBillResponse>(path(billId, '/reopen'), request, o),
  );
