import {
  DeleteStaffResponse,
  ErrorResponse,
  SaveStaffResponse,
  StaffIdParams,
  StaffInput,
  StaffListQuery,
  StaffListResponse,
  StaffNumberResponse,
  StaffResponse,
} from '@rpos/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actingRestaurantId, requireActor, staffOnly } from '../../platform/auth/guards';
import { findStaff, listStaff, toStaff } from './staff.repository';
import {
  createStaff,
  deleteStaff,
  offeredStaffPermissions,
  resetStaffPin,
  saveStaff,
  staffNotFound,
  staffNumberOffer,
} from './staff.service';

const tags = ['staff'];
const security = [{ session: [] }];
const refusals = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

/** Every staff call: the staffManagement check, on the restaurant the user acts on (decision 0235). */
export const manageStaff = staffOnly({ permission: 'staffManagement', needsRestaurant: true });
export const restaurantOf = (request: FastifyRequest): string => actingRestaurantId(requireActor(request));

/** The staff calls of back-office.md §7 "Staff", and POST /staff/{id}/pin (ours, decision 0236). */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/staffNumber',
    {
      preHandler: manageStaff,
      schema: {
        tags,
        security,
        summary: 'The permissions a staff member may be given and the number a new one would get',
        response: { 200: StaffNumberResponse, ...refusals },
      },
    },
    async (request) => staffNumberOffer(deps, restaurantOf(request)),
  );

  app.get(
    '/staffList',
    {
      preHandler: manageStaff,
      schema: {
        tags,
        security,
        summary: "The restaurant's staff, last updated first: ?search&page=1&pageSize=10 (5, 10, 25)",
        querystring: StaffListQuery,
        response: { 200: StaffListResponse, ...refusals },
      },
    },
    async (request) => {
      const { search, page, pageSize } = request.query;
      const { rows, total } = await listStaff(deps.database.db, restaurantOf(request), {
        search,
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      return { staffList: rows.map(toStaff), total, page, pageSize };
    },
  );

  app.get(
    '/staff/:id',
    {
      preHandler: manageStaff,
      schema: {
        tags,
        security,
        summary: 'One staff member and the permissions they may be given',
        params: StaffIdParams,
        response: { 200: StaffResponse, ...refusals },
      },
    },
    async (request) => {
      const row = await findStaff(deps.database.db, restaurantOf(request), request.params.id);
      if (!row) throw staffNotFound();
      return { staff: toStaff(row), permissions: offeredStaffPermissions() };
    },
  );

  app.post(
    '/staff',
    {
      preHandler: manageStaff,
      schema: {
        tags,
        security,
        summary: 'Add a staff member; answers their PIN once',
        body: StaffInput,
        response: { 200: SaveStaffResponse, ...refusals },
      },
    },
    async (request) => createStaff(deps, restaurantOf(request), request.body),
  );

  app.post(
    '/staff/:id',
    {
      preHandler: manageStaff,
      schema: {
        tags,
        security,
        summary: 'Update a staff member (the staff number stays)',
        params: StaffIdParams,
        body: StaffInput,
        response: { 200: SaveStaffResponse, ...refusals },
      },
    },
    async (request) => saveStaff(deps, restaurantOf(request), request.params.id, request.body),
  );

  app.post(
    '/staff/:id/pin',
    {
      preHandler: manageStaff,
      schema: {
        tags,
        security,
        summary: 'A new POS PIN for the staff member, answered once',
        params: StaffIdParams,
        response: { 200: SaveStaffResponse, ...refusals },
      },
    },
    async (request) => resetStaffPin(deps, restaurantOf(request), request.params.id),
  );

  app.delete(
    '/staff/:id',
    {
      preHandler: manageStaff,
      schema: {
        tags,
        security,
        summary: 'Delete a staff member (their timesheets stay); they are signed out of every till',
        params: StaffIdParams,
        response: { 200: DeleteStaffResponse, ...refusals },
      },
    },
    async (request) => deleteStaff(deps, restaurantOf(request), request.params.id),
  );
};
