import {
  CreateTimesheetRequest,
  DeleteTimesheetRequest,
  DeleteTimesheetResponse,
  ErrorResponse,
  TimesheetIdParams,
  TimesheetSavedResponse,
  TimesheetsQuery,
  TimesheetsResponse,
} from '@rpos/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../platform/auth/guards';
import { manageStaff, restaurantOf } from './staff.routes';
import { createTimesheet, deleteTimesheet, listTimesheets } from './timesheets.service';

const tags = ['staff'];
const security = [{ session: [] }];
const refusals = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

/** The timesheet calls of back-office.md §7, behind the staffManagement check (decisions 0239–0242). */
export const timesheetsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/timesheets',
    {
      preHandler: manageStaff,
      schema: {
        tags,
        security,
        summary:
          'Records and shifts of a range of restaurant days (DD-MM-YY, under 28 days apart, not after today)',
        querystring: TimesheetsQuery,
        response: { 200: TimesheetsResponse, ...refusals },
      },
    },
    async (request) => listTimesheets(deps, restaurantOf(request), request.query),
  );

  app.post(
    '/timesheet',
    {
      preHandler: manageStaff,
      schema: {
        tags,
        security,
        summary: "Add a checkin or checkout for a staff member at a time on the restaurant's clock",
        body: CreateTimesheetRequest,
        response: { 200: TimesheetSavedResponse, ...refusals },
      },
    },
    async (request) => createTimesheet(deps, requireActor(request), restaurantOf(request), request.body),
  );

  app.put(
    '/timesheet/:id',
    {
      preHandler: manageStaff,
      schema: {
        tags,
        security,
        summary: 'Delete a timesheet row: the record and the one paired with it (dateStr: the row’s day)',
        params: TimesheetIdParams,
        body: DeleteTimesheetRequest,
        response: { 200: DeleteTimesheetResponse, ...refusals },
      },
    },
    async (request) =>
      deleteTimesheet(
        deps,
        requireActor(request),
        restaurantOf(request),
        request.params.id,
        request.body.dateStr,
      ),
  );
};
