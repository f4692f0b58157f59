import { DevicesResponse, ErrorResponse } from '@rpos/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientsRoutes } from './clients.routes';
import { configuredRestaurantId, deviceConfigGuard } from './device-access';
import { listDevices } from './devices.service';
import { kdsRoutes } from './kds.routes';
import { kiosksRoutes } from './kiosks.routes';
import { terminalsRoutes } from './terminals.routes';

/** Kiosks, POS and display clients, terminals, devices and the kitchen display (decisions 0305-0310). */
export const devicesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(kiosksRoutes);
  await app.register(clientsRoutes);
  await app.register(terminalsRoutes);
  await app.register(kdsRoutes);

  app.get(
    '/allDevices',
    {
      preHandler: deviceConfigGuard,
      schema: {
        tags: ['devices'],
        security: [{ session: [] }],
        summary: 'iPads and kiosks that signed in, newest first',
        response: { 200: DevicesResponse, 400: ErrorResponse, 403: ErrorResponse },
      },
    },
    async (request) => ({ devices: await listDevices(app.deps, configuredRestaurantId(request)) }),
  );
};
