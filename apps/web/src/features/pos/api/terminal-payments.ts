import {
  isTerminalPaymentFinal,
  type PosTerminalsResponse,
  type SandboxTerminalAnswer,
  type StartTerminalPaymentRequest,
  type TerminalPayment,
  type TerminalPaymentResponse,
} from '@rpos/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { posKeys } from './pos-keys';

// Card payments on the restaurant's terminals (decisions 0570–0575).

const terminalKeys = {
  list: () => [...posKeys.all, 'terminals'] as const,
  payment: (id: string) => [...posKeys.all, 'terminalPayment', id] as const,
};

/** GET /pos/terminals: the assigned terminals (none, or a failure: the dialog offers no terminal). */
export function usePosTerminals(enabled: boolean) {
  return useQuery({
    queryKey: terminalKeys.list(),
    queryFn: ({ signal }) => api.get<PosTerminalsResponse>('/pos/terminals', { signal }),
    staleTime: 60_000,
    retry: false,
    enabled,
  });
}

/** How often a pending terminal payment is asked for. */
export const TERMINAL_POLL_MS = 1_000;

/**
 * GET /terminal-payments/:id, every second while the terminal has not answered. The approved answer
 * carries the bill: it replaces the cached one and the floor reloads.
 */
export function useTerminalPayment(id: string | null) {
  const client = useQueryClient();
  return useQuery({
    queryKey: terminalKeys.payment(id ?? ''),
    queryFn: async ({ signal }) => {
      const { terminalPayment } = await api.get<TerminalPaymentResponse>(
        `/terminal-payments/${encodeURIComponent(id!)}`,
        { signal },
      );
      if (terminalPayment.transaction) {
        client.setQueryData(posKeys.bill(terminalPayment.transaction.uuid), terminalPayment.transaction);
        void client.invalidateQueries({ queryKey: posKeys.floor() });
      }
      return terminalPayment;
    },
    enabled: !!id,
    refetchInterval: (q) =>
      q.state.data && isTerminalPaymentFinal(q.state.data.status) ? false : TERMINAL_POLL_MS,
  });
}

/** The terminal payment a start, cancel or sandbox answer gave: the poll's cache starts from it. */
function useTerminalCall<Vars>(call: (vars: Vars) => Promise<TerminalPaymentResponse>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (vars: Vars): Promise<TerminalPayment> => (await call(vars)).terminalPayment,
    onSuccess: (p) => client.setQueryData(terminalKeys.payment(p.id), p),
  });
}

/** POST /transactions/:id/terminal-payments */
export const useStartTerminalPayment = (billId: string) =>
  useTerminalCall((request: StartTerminalPaymentRequest) =>
    api.post<TerminalPaymentResponse>(
      `/transactions/${encodeURIComponent(billId)}/terminal-payments`,
      request,
    ),
  );

/** POST /terminal-payments/:id/cancel */
export const useCancelTerminalPayment = () =>
  useTerminalCall((id: string) =>
    api.post<TerminalPaymentResponse>(`/terminal-payments/${encodeURIComponent(id)}/cancel`, {}),
  );

/** POST /terminal-payments/:id/sandbox: the simulated terminal approves or declines now. */
export const useSandboxTerminalAnswer = () =>
  useTerminalCall(({ id, outcome }: { id: string; outcome: SandboxTerminalAnswer['outcome'] }) =>
    api.post<TerminalPaymentResponse>(`/terminal-payments/${encodeURIComponent(id)}/sandbox`, { outcome }),
  );
