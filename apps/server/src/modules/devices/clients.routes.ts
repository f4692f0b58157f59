import {
  ClientIdParams,
  DeviceDeletedResponse,
  DisplayClientBody,
  DisplayClientSavedResponse,
  DisplayClientsResponse,
  ErrorResponse,
  CLIENT_MESSAGES as M,
  PosClientBody,
  PosClientSavedResponse,
  PosClientsResponse,
} from '@rpos/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createDisplayClient,
  createPosClient,
  listDisplayClients,
  listPosClients,
  removeDisplayClient,
  removePosClient,
} from './clients.service';
import { configuredRestaurantId, deviceConfigGuard, deviceReaderGuard } from './device-access';

const tags = ['devices'];
const security = [{ session: [] }];
const denied = { 400: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

/** POS clients and display clients (restaurant-config.md §2.7, §5, §7, §8; decision 0307). */
export const clientsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/posClients',
    {
      preHandler: deviceReaderGuard,
      schema: { tags, security, response: { 200: PosClientsResponse, ...denied } },
    },
    async (request) => ({ clients: await listPosClients(deps, configuredRestaurantId(request)) }),
  );

  app.post(
    '/posClient',
    {
      preHandler: deviceConfigGuard,
      schema: { tags, security, body: PosClientBody, response: { 200: PosClientSavedResponse, ...denied } },
    },
    async (request) => ({
      client: await createPosClient(deps, configuredRestaurantId(request), request.body),
      message: M.posCreated,
    }),
  );

  app.delete(
    '/posClient/:id',
    {
      preHandler: deviceConfigGuard,
      schema: { tags, security, params: ClientIdParams, response: { 200: DeviceDeletedResponse, ...denied } },
    },
    async (request) => {
      await removePosClient(deps, configuredRestaurantId(request), request.params.id);
      return { message: M.posDeleted };
    },
  );

  app.get(
    '/displayClients',
    {
      preHandler: deviceReaderGuard,
      schema: { tags, security, response: { 200: DisplayClientsResponse, ...denied } },
    },
    async (request) => ({ clients: await listDisplayClients(deps, configuredRestaurantId(request)) }),
  );

  app.post(
    '/displayClient',
    {
      preHandler: deviceConfigGuard,
      schema: {
        tags,
        security,
        body: DisplayClientBody,
        response: { 200: DisplayClientSavedResponse, ...denied },
      },
    },
    async (request) => ({
      client: await createDisplayClient(deps, configuredRestaurantId(request), request.body),
      message: M.displayCreated,
    }),
  );

  app.delete(
    '/displayClient/:id',
    {
      preHandler: deviceConfigGuard,
      schema: { tags, security, params: ClientIdParams, response: { 200: DeviceDeletedResponse, ...denied } },
    },
    async (request) => {
      await removeDisplayClient(deps, configuredRestaurantId(request), request.params.id);
      return { message: M.displayDeleted };
    },
  );
};
