import {
  CloseDrawerRequest,
  DRAWER_MESSAGES,
  DrawerMovementRequest,
  DrawerShiftResponse,
  DrawerShiftsQuery,
  DrawerShiftsResponse,
  ErrorResponse,
  NoSaleRequest,
  OpenDrawerRequest,
  orderDateStrAt,
  PosDrawerResponse,
  PrintDrawerReportRequest,
  PrintJobsResponse,
} from '@rpos/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actingRestaurantId, requireActor, staffOnly } from '../../platform/auth/guards';
import { AppError } from '../../platform/errors';
import { dayRange } from '../orders/back-office-orders.service';
import { posStaffGate } from '../staff/pos-staff-gate';
import { restaurantTimezone } from '../staff/staff.repository';
import { findMovements, findShift, findShiftsOpenedBetween } from './drawer.repository';
import { addMovement, closeDrawer, currentDrawer, openDrawer, toDrawerShift } from './drawer.service';
import { printDrawerReport } from './drawer-print';

const refusals = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
  429: ErrorResponse,
};
const tags = ['drawer'];
const security = [{ session: [] }];

/** The POS's calls: the transactions permission, as every POS call (decision 0136). */
const pos = staffOnly({ permission: 'transactions', needsRestaurant: true });

/**
 * Cash drawer shifts (issue 28; decisions 0510–0512): the POS opens, pays in/out, records no-sales,
 * reads X, closes with Z and prints either; the back-office lists a day's shifts and reads one.
 */
export const drawerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const { db } = deps.database;
  const staffMay = posStaffGate(deps);

  app.get(
    '/pos/drawer',
    {
      preHandler: pos,
      schema: {
        tags,
        security,
        summary: 'The open cash drawer shift with its X figures (null when none is open)',
        response: { 200: PosDrawerResponse, ...refusals },
      },
    },
    async (request) => currentDrawer(deps, requireActor(request)),
  );

  app.post(
    '/pos/drawer/open',
    {
      preHandler: [pos, staffMay('posDrawer')],
      schema: {
        tags,
        security,
        summary: 'Open a shift with a float (409 while one is open)',
        body: OpenDrawerRequest,
        response: { 200: PosDrawerResponse, ...refusals },
      },
    },
    async (request) => openDrawer(deps, requireActor(request), request.body),
  );

  app.post(
    '/pos/drawer/movements',
    {
      preHandler: [pos, staffMay('posDrawer')],
      schema: {
        tags,
        security,
        summary: 'Cash paid into or out of the open drawer, with a reason',
        body: DrawerMovementRequest,
        response: { 200: PosDrawerResponse, ...refusals },
      },
    },
    async (request) => addMovement(deps, requireActor(request), request.body),
  );

  app.post(
    '/pos/drawer/noSale',
    {
      preHandler: [pos, staffMay('posNoSale')],
      schema: {
        tags,
        security,
        summary: 'The drawer opened without a sale, with a reason',
        body: NoSaleRequest,
        response: { 200: PosDrawerResponse, ...refusals },
      },
    },
    async (request) => addMovement(deps, requireActor(request), { ...request.body, type: 'noSale' }),
  );

  app.post(
    '/pos/drawer/close',
    {
      preHandler: [pos, staffMay('posDrawer')],
      schema: {
        tags,
        security,
        summary: 'Close the shift with the cash counted: the Z report (409 when already closed)',
        body: CloseDrawerRequest,
        response: { 200: PosDrawerResponse, ...refusals },
      },
    },
    async (request) => closeDrawer(deps, requireActor(request), request.body),
  );

  app.post(
    '/pos/drawer/print',
    {
      preHandler: [pos, staffMay(null)],
      schema: {
        tags,
        security,
        summary: 'Print the shift’s X (open) or Z (closed) report on the receipt printer',
        body: PrintDrawerReportRequest,
        response: { 200: PrintJobsResponse, ...refusals },
      },
    },
    async (request) => {
      const restaurantId = actingRestaurantId(requireActor(request));
      const jobs = await printDrawerReport(deps, restaurantId, request.body.shiftId);
      app.printQueue.kick();
      return { jobs, total: jobs.length };
    },
  );

  app.get(
    '/drawerShifts',
    {
      preHandler: pos,
      schema: {
        tags,
        security,
        summary: "A restaurant day's drawer shifts with their figures (today when dateStr is left out)",
        querystring: DrawerShiftsQuery,
        response: { 200: DrawerShiftsResponse, ...refusals },
      },
    },
    async (request) => {
      const restaurantId = actingRestaurantId(requireActor(request));
      const timezone = await restaurantTimezone(db, restaurantId);
      const now = deps.now();
      const dateStr = request.query.dateStr || orderDateStrAt(now, timezone);
      const { from, to } = dayRange(dateStr, timezone);
      const rows = await findShiftsOpenedBetween(db, restaurantId, from, to);
      const movements = await findMovements(
        db,
        rows.map((r) => r.id),
      );
      const shifts = [];
      for (const r of rows) {
        const own = movements.filter((m) => m.shiftId === r.id);
        shifts.push(await toDrawerShift(db, r, timezone, now, own));
      }
      const overShortTotal = shifts.reduce((s, x) => s + (x.overShort ?? 0), 0);
      return { shifts, dateStr, overShortTotal };
    },
  );

  app.get(
    '/drawerShifts/:id',
    {
      preHandler: pos,
      schema: {
        tags,
        security,
        summary: 'One drawer shift with its X or Z figures',
        params: z.object({ id: z.string().trim().min(1).max(100) }),
        response: { 200: DrawerShiftResponse, ...refusals },
      },
    },
    async (request) => {
      const restaurantId = actingRestaurantId(requireActor(request));
      const row = await findShift(db, restaurantId, request.params.id);
      if (!row) throw new AppError('NOT_FOUND', DRAWER_MESSAGES.shiftNotFound);
      const timezone = await restaurantTimezone(db, restaurantId);
      return { shift: await toDrawerShift(db, row, timezone, deps.now()) };
    },
  );
};
