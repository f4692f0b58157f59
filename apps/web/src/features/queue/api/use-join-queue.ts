import {
  type JoinQueueRequest,
  type JoinQueueResponse,
  QUEUE_MESSAGES,
  type QueuePositionView,
} from '@rpos/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { isApiError } from '../../../shared/api/api-error';
import { recaptchaToken } from '../../../shared/api/recaptcha';
import { queueKeys } from './queue-keys';

export interface JoinQueueInput {
  name: string;
  guestNum: number;
  phoneNumber: string;
  restaurantId: string;
  restaurantName: string;
}

/**
 * POST /queuePosition (the clientId header goes with every call) with a reCAPTCHA v3 token for
 * action queuePosition, none when the server checks none (decision 0076).
 * The answer seeds the live view's cache so it shows at once, before its stream's first message.
 * A refusal because the queue has just closed reloads the restaurant, so the page says it is closed.
 */
export function useJoinQueue() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: JoinQueueInput) => {
      const body: JoinQueueRequest = {
        recaptcha: await recaptchaToken('queuePosition'),
        name: input.name,
        guestNum: input.guestNum,
        phoneNumber: input.phoneNumber,
        restaurantId: input.restaurantId,
      };
      return api.post<JoinQueueResponse>('/queuePosition', body);
    },
    onSuccess: (res, input) => {
      const view: QueuePositionView = {
        reference: res.reference,
        name: input.name,
        guestNum: input.guestNum,
        status: 'waiting',
        position: res.position,
        partiesAhead: Math.max(0, res.position - 1),
        waitingMinutes: res.waitingMinutes,
        restaurantName: input.restaurantName,
      };
      client.setQueryData(queueKeys.position(res.token), view);
    },
    onError: (error, input) => {
      if (isApiError(error) && error.message === QUEUE_MESSAGES.closed)
        void client.invalidateQueries({ queryKey: queueKeys.restaurant(input.restaurantId) });
    },
  });
}
