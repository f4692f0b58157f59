import {
  ErrorResponse,
  PRINTING_MESSAGES as M,
  PrintBillBody,
  PrintBillResponse,
  PrintIdParams,
  PrintJobResponse,
  PrintJobsQuery,
  PrintJobsResponse,
  type Role,
} from '@rpos/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffOnly } from '../../platform/auth/guards';
import { configuredRestaurantId, RESTAURANT_CONFIG_ROLES } from '../restaurants/restaurant-config-access';
import { printBill } from './print-bill.service';
import { getPrintJob, listPrintJobs, retryPrintJob } from './print-jobs.service';

const ROLES: readonly Role[] = [...RESTAURANT_CONFIG_ROLES, 'restaurantManager', 'restaurantStaff'];
const guard = staffOnly({ roles: ROLES, needsRestaurant: true });
const tags = ['printing'];
const security = [{ session: [] }];
const errors = { 400: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

/** The print queue as staff see it: the outbox, failed jobs and their retry; bills printed on demand. */
export const printJobsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/printJobs',
    {
      preHandler: guard,
      schema: {
        tags,
        security,
        summary: 'A page of print jobs, newest first (status=problem: failed and retrying)',
        querystring: PrintJobsQuery,
        response: { 200: PrintJobsResponse, ...errors },
      },
    },
    async (request) => listPrintJobs(deps, configuredRestaurantId(request), request.query),
  );

  app.get(
    '/printJobs/:id',
    {
      preHandler: guard,
      schema: {
        tags,
        security,
        summary: 'One print job with its paper preview',
        params: PrintIdParams,
        response: { 200: PrintJobResponse, ...errors },
      },
    },
    async (request) => ({ job: await getPrintJob(deps, configuredRestaurantId(request), request.params.id) }),
  );

  app.post(
    '/printJobs/:id/retry',
    {
      preHandler: guard,
      schema: {
        tags,
        security,
        summary: 'Sends a failed, waiting or outbox job again',
        params: PrintIdParams,
        response: { 200: PrintJobResponse, ...errors },
      },
    },
    async (request) => {
      const job = await retryPrintJob(deps, configuredRestaurantId(request), request.params.id);
      app.printQueue.kick();
      return { job, message: M.retried };
    },
  );

  app.post(
    '/printBill',
    {
      preHandler: guard,
      schema: {
        tags,
        security,
        summary: "Prints a bill's Bill or Invoice on the printer its print settings name",
        body: PrintBillBody,
        response: { 200: PrintBillResponse, ...errors },
      },
    },
    async (request) => {
      const jobs = await printBill(deps, configuredRestaurantId(request), request.body);
      app.printQueue.kick();
      return { jobs, message: M.queued };
    },
  );
};
