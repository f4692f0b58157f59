import {
  AllTerminalsResponse,
  AssignTerminalsBody,
  ErrorResponse,
  TerminalMessageResponse,
  TerminalsResponse,
  UpdateTerminalSettingsBody,
} from '@rpos/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { configuredRestaurantId, deviceConfigGuard } from './device-access';
import { createTerminalsService } from './terminals.service';

const tags = ['devices'];
const security = [{ session: [] }];
const denied = { 400: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

/** Payment terminals of the acting restaurant (restaurant-config.md §2.7, §4, §7; decision 0309). */
export const terminalsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createTerminalsService(app.deps);

  app.get(
    '/allTerminals',
    {
      preHandler: deviceConfigGuard,
      schema: {
        tags,
        security,
        summary: "The store's terminals and the inventory",
        response: { 200: AllTerminalsResponse, ...denied },
      },
    },
    async (request) => service.all(configuredRestaurantId(request)),
  );

  app.get(
    '/terminals',
    {
      preHandler: deviceConfigGuard,
      schema: { tags, security, response: { 200: TerminalsResponse, ...denied } },
    },
    async (request) => service.own(configuredRestaurantId(request)),
  );

  app.post(
    '/assignTerminals',
    {
      preHandler: deviceConfigGuard,
      schema: {
        tags,
        security,
        body: AssignTerminalsBody,
        response: { 200: TerminalMessageResponse, ...denied },
      },
    },
    async (request) => ({
      message: await service.assign(
        configuredRestaurantId(request),
        request.body.terminal,
        request.body.isReturn ?? false,
      ),
    }),
  );

  app.put(
    '/updateTerminalSettings',
    {
      preHandler: deviceConfigGuard,
      schema: {
        tags,
        security,
        body: UpdateTerminalSettingsBody,
        response: { 200: TerminalMessageResponse, ...denied },
      },
    },
    async (request) => ({
      message: await service.setStandalone(
        configuredRestaurantId(request),
        request.body.terminalId,
        request.body.isStandaloneTerminal,
      ),
    }),
  );
};
