import {
  ErrorResponse,
  memberName,
  memberSearchCriteria,
  SearchMemberBody,
  SearchMemberResponse,
} from '@rpos/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors';
import { marketingOnly, marketingRestaurantId } from '../promotions/marketing-access';
import { searchMembers } from './members.repository';

/** POST /searchMemeber (back-office.md §7 "Promotions and vouchers"; the path's spelling is the API's). */
export const membersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app.deps;

  app.post(
    '/searchMemeber',
    {
      preHandler: marketingOnly(config),
      schema: {
        tags: ['promotions'],
        security: [{ session: [] }],
        summary: "The acting restaurant's members by phone, first or last name (at most 50)",
        body: SearchMemberBody,
        response: { 200: SearchMemberResponse, 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse },
      },
    },
    async (request) => {
      const criteria = memberSearchCriteria(request.body);
      if (!criteria.ok) throw new AppError('VALIDATION', criteria.message);
      const rows = await searchMembers(database.db, marketingRestaurantId(request), criteria.value);
      return { searchResult: rows.map((m) => ({ id: m.id, name: memberName(m), phoneNumber: m.phone })) };
    },
  );
};
