import {
  ErrorResponse,
  Merchant,
  MerchantListQuery,
  MerchantListResponse,
  MerchantParams,
  MerchantRequest,
  RestaurantManagersQuery,
  RestaurantManagersResponse,
} from '@rpos/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actingRestaurantId, requireActor, staffOnly } from '../../../platform/auth/guards';
import { createRealtimePublisher } from '../../realtime/realtime.service';
import { createMerchantsService } from './merchants.service';

const tags = ['restaurants'];
const security = [{ session: [] }];
const errors = { 400: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

/** Who sees the restaurant list (back-office.md §6 sidebar: Restaurants): decision 0221. */
const listRoles = staffOnly({ roles: ['admin', 'restaurantGroupAdmin', 'menuAdmin'] });
/** Who opens a restaurant's page (read-only without admin): those who configure restaurants. */
const readRoles = staffOnly({ roles: ['admin', 'restaurantGroupAdmin', 'menuAdmin', 'restaurantAdmin'] });
/** §6: only admin adds restaurants and groups and saves the form; only admin sees the managers. */
const adminOnly = staffOnly({ roles: ['admin'] });

/** Restaurants and groups (back-office.md §2.11, §7 "Users, restaurants, groups"). */
export const merchantsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createMerchantsService(app.deps, createRealtimePublisher(app.deps.events, app.log));

  app.get(
    '/restaurants',
    {
      preHandler: listRoles,
      schema: {
        tags,
        security,
        summary:
          'Restaurants and groups the user may see, by name, 25 a page; search by name, identifier, address',
        querystring: MerchantListQuery,
        response: { 200: MerchantListResponse, ...errors },
      },
    },
    async (request) => service.list(requireActor(request), request.query),
  );

  app.get(
    '/restaurant/:urlIdentifier',
    {
      preHandler: readRoles,
      schema: {
        tags,
        security,
        summary: 'One restaurant or group with every form field (ours: the spec loads it from the list)',
        params: MerchantParams,
        response: { 200: Merchant, ...errors },
      },
    },
    async (request) => service.get(requireActor(request), request.params.urlIdentifier),
  );

  app.post(
    '/restaurant',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Creates a restaurant or a group (type); a restaurant answers on its diner URL at once',
        body: MerchantRequest,
        response: { 200: Merchant, ...errors },
      },
    },
    async (request) => service.create(request.body),
  );

  app.put(
    '/restaurant/:urlIdentifier',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Saves a restaurant or group; the identifier is fixed after creation',
        params: MerchantParams,
        body: MerchantRequest,
        response: { 200: Merchant, ...errors },
      },
    },
    async (request) => service.update(request.params.urlIdentifier, request.body),
  );

  app.get(
    '/restaurantManagers',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        security,
        summary: 'The accounts of a restaurant (its managers table; restaurantId is its id or identifier)',
        querystring: RestaurantManagersQuery,
        response: { 200: RestaurantManagersResponse, ...errors },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      return service.managers(actor, request.query.restaurantId ?? actingRestaurantId(actor));
    },
  );
};
