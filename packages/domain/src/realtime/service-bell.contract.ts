import { z } from 'zod';
import { ServiceRequestEvent } from './realtime.contract';

export { SERVICE_BELL_ERROR_CODE, SERVICE_BELL_MESSAGES, SERVICE_BELL_WINDOW_MS } from './service-bell.rules';

export const NewMessageHeaders = z.looseObject({
  restaurantid: z.string().trim().min(1, 'restaurantId header is required').max(100),
});
export type NewMessageHeaders = z.infer<typeof NewMessageHeaders>;

export const NewMessageRequest = z.object({
  tableId: z.string().trim().min(1, 'tableId is required').max(50),
  serviceType: z.string().trim().min(1, 'The service type cannot be empty').max(50),
});
export type NewMessageRequest = z.infer<typeof NewMessageRequest>;

export const NewMessageResponse = z.object({ success: z.literal(true), message: z.string() });
export type NewMessageResponse = z.infer<typeof NewMessageResponse>;

/** A refusal: errorCode 10 means "show the message to the diner" (validation errors carry none). */
export const ServiceBellError = z.looseObject({
  code: z.string(),
  message: z.string(),
  errorCode: z.number().int().optional(),
});
export type ServiceBellError = z.infer<typeof ServiceBellError>;

/** Whether a restaurant offers this service type: any type when it lists none, else one of its list (case-insensitive). */
export function offersServiceType(serviceTypes: readonly string[], serviceType: string): string | null {
  if (serviceTypes.length === 0) return serviceType;
  const wanted = serviceType.trim().toLowerCase();
  return serviceTypes.find((t) => t.trim().toLowerCase() === wanted) ?? null;
}

/** GET /serviceRequests?status=new|done (staff, acting restaurant): the calls, newest first (at most 100). */
export const ServiceRequestsQuery = z.object({ status: z.enum(['new', 'done']).default('new') });
export type ServiceRequestsQuery = z.infer<typeof ServiceRequestsQuery>;

export const ServiceRequestsResponse = z.object({ serviceRequests: z.array(ServiceRequestEvent) });
export type ServiceRequestsResponse = z.infer<typeof ServiceRequestsResponse>;

export const ServiceRequestParams = z.object({ id: z.string().trim().min(1).max(100) });
export type ServiceRequestParams = z.infer<typeof ServiceRequestParams>;

/** PUT /serviceRequests/:id {status: 'done'}: staff answered the call (published as serviceRequest). */
export const UpdateServiceRequest = z.strictObject({ status: z.literal('done') });
export type UpdateServiceRequest = z.infer<typeof UpdateServiceRequest>;
