import {
  CreatePaymentTypeBody,
  CreatePaymentTypeResponse,
  ErrorResponse,
  PAYMENT_TYPE_MESSAGES,
  PaymentTypesResponse,
  type Role,
  UpdatePaymentTypesBody,
  UpdatePaymentTypesResponse,
} from '@rpos/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffOnly } from '../../platform/auth/guards';
import {
  configuredRestaurantId,
  RESTAURANT_CONFIG_ROLES,
  restaurantConfigGuard,
} from '../restaurants/restaurant-config-access';
import { createPaymentType, listPaymentTypes, updatePaymentTypes } from './payment-types.service';

/**
 * Who reads the list (decision 0126): the configuring roles, and the roles that work the POS of their
 * restaurant (restaurantManager, restaurantStaff), whose checkout offers the enabled types.
 */
export const PAYMENT_TYPE_READER_ROLES: readonly Role[] = [
  ...RESTAURANT_CONFIG_ROLES,
  'restaurantManager',
  'restaurantStaff',
];
const readerGuard = staffOnly({ roles: PAYMENT_TYPE_READER_ROLES, needsRestaurant: true });

const tags = ['payment-types'];
const security = [{ session: [] }];
const denied = { 400: ErrorResponse, 403: ErrorResponse };

/** The POS payment types of the acting restaurant (restaurant-config.md §7, decisions 0124-0126). */
export const paymentTypesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/paymentTypes',
    {
      preHandler: readerGuard,
      schema: {
        tags,
        security,
        summary: "The acting restaurant's POS payment types, ascending by sort",
        response: { 200: PaymentTypesResponse, ...denied },
      },
    },
    async (request) => ({ paymentTypes: await listPaymentTypes(deps, configuredRestaurantId(request)) }),
  );

  app.post(
    '/createPaymentType',
    {
      preHandler: restaurantConfigGuard,
      schema: {
        tags,
        security,
        summary: 'Adds a POS payment type',
        body: CreatePaymentTypeBody,
        response: { 200: CreatePaymentTypeResponse, ...denied },
      },
    },
    async (request) => ({
      ...(await createPaymentType(deps, configuredRestaurantId(request), request.body)),
      message: PAYMENT_TYPE_MESSAGES.created,
    }),
  );

  app.post(
    '/updatePaymentTypes',
    {
      preHandler: restaurantConfigGuard,
      schema: {
        tags,
        security,
        summary: 'Replaces the POS payment types with this list (a type left out is deleted)',
        body: UpdatePaymentTypesBody,
        response: { 200: UpdatePaymentTypesResponse, ...denied },
      },
    },
    async (request) => ({
      paymentTypes: await updatePaymentTypes(
        deps,
        configuredRestaurantId(request),
        request.body.paymentTypes,
      ),
      message: PAYMENT_TYPE_MESSAGES.updated,
    }),
  );
};
