import {
  DeviceDeletedResponse,
  ErrorResponse,
  KIOSK_MESSAGES,
  KioskBody,
  KioskCodeResponse,
  KioskIdParams,
  KioskResponse,
  KioskSavedResponse,
  KiosksResponse,
} from '@rpos/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { configuredRestaurantId, deviceConfigGuard, deviceReaderGuard } from './device-access';
import { changeKiosk, createKiosk, getKiosk, kioskCode, listKiosks, removeKiosk } from './kiosks.service';

const tags = ['devices'];
const security = [{ session: [] }];
const denied = { 400: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

/** Self-order kiosks (restaurant-config.md §2.7, §7; decisions 0305-0306). */
export const kiosksRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/allKiosks',
    {
      preHandler: deviceReaderGuard,
      schema: { tags, security, response: { 200: KiosksResponse, ...denied } },
    },
    async (request) => ({ kiosks: await listKiosks(deps, configuredRestaurantId(request)) }),
  );

  app.get(
    '/kioskCode',
    {
      preHandler: deviceConfigGuard,
      schema: {
        tags,
        security,
        summary: 'The next free kiosk code and the QR types',
        response: { 200: KioskCodeResponse, ...denied },
      },
    },
    async (request) => kioskCode(deps, configuredRestaurantId(request)),
  );

  app.get(
    '/kiosk/:id',
    {
      preHandler: deviceReaderGuard,
      schema: { tags, security, params: KioskIdParams, response: { 200: KioskResponse, ...denied } },
    },
    async (request) => ({ kiosk: await getKiosk(deps, configuredRestaurantId(request), request.params.id) }),
  );

  app.post(
    '/kiosk',
    {
      preHandler: deviceConfigGuard,
      schema: { tags, security, body: KioskBody, response: { 200: KioskSavedResponse, ...denied } },
    },
    async (request) => ({
      kiosk: await createKiosk(deps, configuredRestaurantId(request), request.body.kiosk),
      message: KIOSK_MESSAGES.updated,
    }),
  );

  app.put(
    '/kiosk/:id',
    {
      preHandler: deviceConfigGuard,
      schema: {
        tags,
        security,
        params: KioskIdParams,
        body: KioskBody,
        response: { 200: KioskSavedResponse, ...denied },
      },
    },
    async (request) => ({
      kiosk: await changeKiosk(deps, configuredRestaurantId(request), request.params.id, request.body.kiosk),
      message: KIOSK_MESSAGES.updated,
    }),
  );

  app.delete(
    '/kiosk/:id',
    {
      preHandler: deviceConfigGuard,
      schema: {
        tags,
        security,
        summary: 'Deletes a kiosk (ours: the list has a delete icon, decision 0306)',
        params: KioskIdParams,
        response: { 200: DeviceDeletedResponse, ...denied },
      },
    },
    async (request) => {
      await removeKiosk(deps, configuredRestaurantId(request), request.params.id);
      return { message: KIOSK_MESSAGES.deleted };
    },
  );
};
