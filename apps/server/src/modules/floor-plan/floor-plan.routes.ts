import {
  CreateAreaBody,
  CreateTableBody,
  DuplicateTableBody,
  ErrorResponse,
  FloorAreaResponse,
  FloorIdParams,
  FloorPlanResponse,
  FloorTableResponse,
  FloorTablesResponse,
  RemoveTableResponse,
  TableRangeBody,
  UpdateAreaBody,
  UpdateTableBody,
} from '@rpos/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors';
import { createRealtimePublisher } from '../realtime/realtime.service';
import { configuredRestaurantId } from '../restaurants/restaurant-config-access';
import {
  createArea,
  deleteArea,
  duplicateArea,
  type FloorCall,
  floorPlan,
  updateArea,
} from './floor-plan.service';
import { floorPlanEditorGuard as editor, floorPlanReaderGuard } from './floor-plan-access';
import {
  createTable,
  createTableRange,
  duplicateTable,
  removeTable,
  updateTable,
} from './floor-tables.service';

const tags = ['floor-plan'];
const security = [{ session: [] }];
const errors = { 400: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };

/** The floor plan: areas and tables of the acting restaurant (ours, decisions 0370-0373). */
export const floorPlanRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const realtime = createRealtimePublisher(deps.events, app.log);
  /** The call's context, after refusing a bad body with the rule's own text (no field prefix). */
  const call = (request: FastifyRequest): FloorCall => {
    const invalid = request.validationError as { validation?: { message?: string }[] } | undefined;
    if (invalid) throw new AppError('BAD_REQUEST', invalid.validation?.[0]?.message ?? 'Invalid request');
    return { deps, realtime, restaurantId: configuredRestaurantId(request) };
  };

  app.get(
    '/floorPlan',
    {
      preHandler: floorPlanReaderGuard,
      schema: {
        tags,
        security,
        summary: 'Areas with their live tables',
        response: { 200: FloorPlanResponse, ...errors },
      },
    },
    async (request) => floorPlan(deps.database.db, configuredRestaurantId(request)),
  );

  app.post(
    '/floorPlan/areas',
    {
      preHandler: editor,
      attachValidation: true,
      schema: {
        tags,
        security,
        summary: 'Adds an area',
        body: CreateAreaBody,
        response: { 200: FloorAreaResponse, ...errors },
      },
    },
    async (request) => ({ area: await createArea(call(request), request.body) }),
  );

  app.put(
    '/floorPlan/areas/:id',
    {
      preHandler: editor,
      attachValidation: true,
      schema: {
        tags,
        security,
        summary: 'Renames or reorders an area',
        params: FloorIdParams,
        body: UpdateAreaBody,
        response: { 200: FloorAreaResponse, ...errors },
      },
    },
    async (request) => ({ area: await updateArea(call(request), request.params.id, request.body) }),
  );

  app.delete(
    '/floorPlan/areas/:id',
    {
      preHandler: editor,
      attachValidation: true,
      schema: {
        tags,
        security,
        summary: 'Deletes an empty area (never the last)',
        params: FloorIdParams,
        response: { 200: z.object({ ok: z.literal(true) }), ...errors },
      },
    },
    async (request) => {
      await deleteArea(call(request), request.params.id);
      return { ok: true as const };
    },
  );

  app.post(
    '/floorPlan/areas/:id/duplicate',
    {
      preHandler: editor,
      attachValidation: true,
      schema: {
        tags,
        security,
        summary: 'Copies an area and its layout; the copies take the next free numbers',
        params: FloorIdParams,
        response: { 200: FloorAreaResponse, ...errors },
      },
    },
    async (request) => ({ area: await duplicateArea(call(request), request.params.id) }),
  );

  app.post(
    '/floorPlan/tables',
    {
      preHandler: editor,
      attachValidation: true,
      schema: {
        tags,
        security,
        summary: 'Adds a table',
        body: CreateTableBody,
        response: { 200: FloorTableResponse, ...errors },
      },
    },
    async (request) => ({ table: await createTable(call(request), request.body) }),
  );

  app.post(
    '/floorPlan/tableRange',
    {
      preHandler: editor,
      attachValidation: true,
      schema: {
        tags,
        security,
        summary: 'Adds tables by range ("1-20"), all or none',
        body: TableRangeBody,
        response: { 200: FloorTablesResponse, ...errors },
      },
    },
    async (request) => ({ tables: await createTableRange(call(request), request.body) }),
  );

  app.put(
    '/floorPlan/tables/:id',
    {
      preHandler: editor,
      attachValidation: true,
      schema: {
        tags,
        security,
        summary: 'Changes a table (number, name, area, seats, shape, place, size)',
        params: FloorIdParams,
        body: UpdateTableBody,
        response: { 200: FloorTableResponse, ...errors },
      },
    },
    async (request) => ({ table: await updateTable(call(request), request.params.id, request.body) }),
  );

  app.post(
    '/floorPlan/tables/:id/duplicate',
    {
      preHandler: editor,
      attachValidation: true,
      schema: {
        tags,
        security,
        summary: 'Copies a table (the next free number, or a range of numbers)',
        params: FloorIdParams,
        body: DuplicateTableBody.optional(),
        response: { 200: FloorTablesResponse, ...errors },
      },
    },
    async (request) => ({
      tables: await duplicateTable(call(request), request.params.id, request.body ?? {}),
    }),
  );

  app.delete(
    '/floorPlan/tables/:id',
    {
      preHandler: editor,
      attachValidation: true,
      schema: {
        tags,
        security,
        summary: 'Removes a table: refused with an open bill; archived when it has history',
        params: FloorIdParams,
        response: { 200: RemoveTableResponse, ...errors },
      },
    },
    async (request) => removeTable(call(request), request.params.id),
  );
};
