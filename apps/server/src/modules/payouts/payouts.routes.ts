import {
  BusinessLinesRequest,
  BusinessLinesResponse,
  CreateStoreRequest,
  CreateStoreResponse,
  DeleteSweepRequest,
  DeleteSweepResponse,
  ErrorResponse,
  GetSweepsRequest,
  PayoutAccountResponse,
  PayoutScheduleRequest,
  PayoutScheduleResponse,
  StoreSettingsQuery,
  StoreSettingsResponse,
  SweepsResponse,
  TransferRequest,
  TransferResponse,
  UpdateStoreSettingsRequest,
  UpdateStoreSettingsResponse,
} from '@rpos/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffOnly } from '../../platform/auth/guards';
import { configuredRestaurantId } from '../restaurants/restaurant-config-access';
import { createPayoutsService } from './payouts.service';

/** §6: the transfer and payment-provider pages are for admins (decision 0325). */
export const adminOnly = staffOnly({ roles: ['admin'], needsRestaurant: true });

const tags = ['payouts'];
const security = [{ session: [] }];
const errors = { 400: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

/** The payment-provider account page (restaurant-config.md §2.6, §7; decisions 0325-0331). */
export const payoutsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createPayoutsService(app.deps, app.log);
  const preHandler = adminOnly;

  app.get(
    '/payoutAccount',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Account details and the latest transfers (ours)',
        response: { 200: PayoutAccountResponse, ...errors },
      },
    },
    async (request) => service.account(configuredRestaurantId(request)),
  );

  app.post(
    '/transferPayotus',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Transfer Money out of the balance account (amount in cents)',
        body: TransferRequest,
        response: { 200: TransferResponse, ...errors },
      },
    },
    async (request) => service.transfer(configuredRestaurantId(request), request.body),
  );

  app.post(
    '/setupPayoutSchedule',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'The daily payout time (Australia/Sydney)',
        body: PayoutScheduleRequest,
        response: { 200: PayoutScheduleResponse, ...errors },
      },
    },
    async (request) => service.setupPayoutSchedule(configuredRestaurantId(request), request.body),
  );

  app.post(
    '/getSweeps',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'The sweeps of the balance account',
        body: GetSweepsRequest,
        response: { 200: SweepsResponse, ...errors },
      },
    },
    async (request) => service.sweeps(configuredRestaurantId(request), request.body.restaurantId),
  );

  app.post(
    '/deleteSweep',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Deletes a sweep',
        body: DeleteSweepRequest,
        response: { 200: DeleteSweepResponse, ...errors },
      },
    },
    async (request) =>
      service.deleteSweep(configuredRestaurantId(request), request.body.sweepId, request.body.restaurantId),
  );

  app.get(
    '/store/settings',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: "The first store's surcharge settings",
        querystring: StoreSettingsQuery,
        response: { 200: StoreSettingsResponse, ...errors },
      },
    },
    async (request) => service.storeSettings(configuredRestaurantId(request), request.query.restaurantId),
  );

  app.post(
    '/updateStoreSettings',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: "Every store's surcharge rates per card brand",
        body: UpdateStoreSettingsRequest,
        response: { 200: UpdateStoreSettingsResponse, ...errors },
      },
    },
    async (request) => service.updateStoreSettings(configuredRestaurantId(request), request.body),
  );

  app.post(
    '/createStore',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Creates a store (fewer than 2 exist, or on localhost)',
        body: CreateStoreRequest,
        response: { 200: CreateStoreResponse, ...errors },
      },
    },
    async (request) => service.createStore(configuredRestaurantId(request), request.body ?? {}),
  );

  app.patch(
    '/adyen/updateBusinessLinesIndustryCode',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: "Sets the industry code of the legal entity's business lines",
        body: BusinessLinesRequest,
        response: { 200: BusinessLinesResponse, ...errors },
      },
    },
    async (request) => service.updateBusinessLines(configuredRestaurantId(request), request.body ?? {}),
  );
};
