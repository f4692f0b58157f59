import {
  CopyMenuRequest,
  ErrorResponse,
  IdParams,
  MENU_MESSAGES as M,
  MenuIdParams,
  MenuQrParams,
  MessageResponse,
  MyMenusQuery,
  MyMenusResponse,
  PublishMenuResponse,
  SaveMenuRequest,
  SendMenuRequest,
  SendMenuResponse,
  StaffMenu,
  UpdateMenuRequest,
} from '@rpos/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireActor } from '../../platform/auth/guards';
import { createRealtimePublisher } from '../realtime/realtime.service';
import { menuGuard, restaurantOf } from './menu-access';
import { createMenuAdminService } from './menu-admin.service';

const tags = ['menus'];
const security = [{ session: [] }];
const errors = { 400: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };

/** The menu list and whole-menu actions (restaurant-config.md §7 "Menus"). */
export function registerMenuAdminRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createMenuAdminService(app.deps, createRealtimePublisher(app.deps.events, app.log));
  const staff = menuGuard();
  const adminOnly = menuGuard({ roles: ['admin'] });
  const groupAdmin = menuGuard({ roles: ['admin', 'restaurantGroupAdmin'] });

  api.get(
    '/myMenus',
    {
      preHandler: staff,
      schema: {
        tags,
        security,
        summary: 'Menus of the acting restaurant, newest first: ?page=1&pageSize=10 (5, 10, 25)&search=',
        querystring: MyMenusQuery,
        response: { 200: MyMenusResponse, ...errors },
      },
    },
    async (request) => service.list(restaurantOf(request), request.query),
  );

  api.get(
    '/myMenu/:menuId',
    {
      preHandler: staff,
      schema: {
        tags,
        security,
        summary: 'One menu',
        params: MenuIdParams,
        response: { 200: StaffMenu, ...errors },
      },
    },
    async (request) => service.get(restaurantOf(request), request.params.menuId),
  );

  api.post(
    '/myMenu',
    {
      preHandler: staff,
      schema: {
        tags,
        security,
        summary: 'Saves the menu form: creates, or updates the menu of that id',
        body: SaveMenuRequest,
        response: { 200: StaffMenu, ...errors },
      },
    },
    async (request) => service.save(restaurantOf(request), request.body),
  );

  api.put(
    '/myMenu/:menuId',
    {
      preHandler: staff,
      schema: {
        tags,
        security,
        summary: 'Updates part of a menu, e.g. only {serviceAvailability}',
        params: MenuIdParams,
        body: UpdateMenuRequest,
        response: { 200: StaffMenu, ...errors },
      },
    },
    async (request) => service.update(restaurantOf(request), request.params.menuId, request.body),
  );

  api.delete(
    '/myMenu/:id',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Deletes a menu (admin)',
        params: IdParams,
        response: { 200: MessageResponse, ...errors },
      },
    },
    async (request) => {
      await service.remove(restaurantOf(request), request.params.id);
      return { message: M.deleted };
    },
  );

  api.post(
    '/copyMenu/:id',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Copies a menu to another restaurant, or to a test restaurant (admin)',
        params: IdParams,
        body: CopyMenuRequest,
        response: { 200: StaffMenu, ...errors },
      },
    },
    async (request) => service.copy(restaurantOf(request), request.params.id, request.body),
  );

  api.post(
    '/sendMenu/:menuId',
    {
      preHandler: groupAdmin,
      schema: {
        tags,
        security,
        summary: 'Sends a copy of a menu to restaurants of the group (restaurantGroupAdmin)',
        params: MenuIdParams,
        body: SendMenuRequest,
        response: { 200: SendMenuResponse, ...errors },
      },
    },
    async (request) =>
      service.send(
        requireActor(request),
        restaurantOf(request),
        request.params.menuId,
        request.body.restaurants,
      ),
  );

  const publishSchema = <P extends typeof MenuIdParams | typeof MenuQrParams>(
    summary: string,
    params: P,
  ) => ({
    tags,
    security,
    summary,
    params,
    response: { 200: PublishMenuResponse, ...errors },
  });
  const userId = (request: Parameters<typeof requireActor>[0]) => requireActor(request).userId;

  api.put(
    '/publishMenu/:menuId',
    {
      preHandler: staff,
      schema: publishSchema('Publish Main (a menu that is not main publishes as secondary)', MenuIdParams),
    },
    async (request) =>
      service.publish(restaurantOf(request), request.params.menuId, undefined, userId(request)),
  );
  api.put(
    '/publishMenu/:menuId/:qrType',
    { preHandler: staff, schema: publishSchema("Publish QR: the menu's own QR type", MenuQrParams) },
    async (request) =>
      service.publish(restaurantOf(request), request.params.menuId, request.params.qrType, userId(request)),
  );
  api.put(
    '/publishSecondaryMenu/:menuId',
    { preHandler: staff, schema: publishSchema('Publishes a menu that is not the main menu', MenuIdParams) },
    async (request) =>
      service.publish(restaurantOf(request), request.params.menuId, undefined, userId(request)),
  );
  api.delete(
    '/unpublishMenu/:menuId',
    { preHandler: staff, schema: publishSchema('Unpublishes a menu', MenuIdParams) },
    async (request) => service.unpublish(restaurantOf(request), request.params.menuId, undefined),
  );
  api.delete(
    '/unpublishMenu/:menuId/:qrType',
    { preHandler: staff, schema: publishSchema("Unpublish QR: the menu's own QR type", MenuQrParams) },
    async (request) => service.unpublish(restaurantOf(request), request.params.menuId, request.params.qrType),
  );
}
