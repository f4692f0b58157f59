import type {
  CreatePaymentTypeBody,
  CreatePaymentTypeResponse,
  PaymentTypeInput,
  PaymentTypesResponse,
  UpdatePaymentTypesResponse,
} from '@rpos/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';

/** Query keys of the payment types feature. */
export const paymentTypeKeys = {
  all: ['paymentTypes'] as const,
  list: () => [...paymentTypeKeys.all, 'list'] as const,
};

/** GET /paymentTypes: the acting restaurant's types, ascending by sort. */
export function usePaymentTypes(enabled = true) {
  return useQuery({
    queryKey: paymentTypeKeys.list(),
    queryFn: async ({ signal }) =>
      (await api.get<PaymentTypesResponse>('/paymentTypes', { signal })).paymentTypes,
    enabled,
  });
}

/** POST /createPaymentType: answers the new type and the list as now saved. */
export function useCreatePaymentType() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePaymentTypeBody) =>
      api.post<CreatePaymentTypeResponse>('/createPaymentType', body),
    onSuccess: (answer) => client.setQueryData(paymentTypeKeys.list(), answer.paymentTypes),
  });
}

/** POST /updatePaymentTypes {paymentTypes}: the whole list (a type left out is deleted). */
export function useUpdatePaymentTypes() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (paymentTypes: PaymentTypeInput[]) =>
      api.post<UpdatePaymentTypesResponse>('/updatePaymentTypes', { paymentTypes }),
    onSuccess: (answer) => client.setQueryData(paymentTypeKeys.list(), answer.paymentTypes),
  });
}
