import { ErrorResponse, GrantOffersResponse, RequestGrantBody, RequestGrantResponse } from '@rpos/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { configuredRestaurantId, restaurantConfigGuard } from '../restaurants/restaurant-config-access';
import { createPayoutsService } from './payouts.service';

const tags = ['capital'];
const security = [{ session: [] }];
const errors = { 400: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

/**
 * Capital (back-office.md §2.11; decisions 0332-0333): the grant offers of the restaurant's account
 * holder and a grant request. The configuring roles of the restaurant (the toolbar's shortcut).
 */
export const capitalRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createPayoutsService(app.deps, app.log);

  app.get(
    '/grantOffers',
    {
      preHandler: restaurantConfigGuard,
      schema: {
        tags,
        security,
        summary: 'Grant offers and grants',
        response: { 200: GrantOffersResponse, ...errors },
      },
    },
    async (request) => service.grantOffers(configuredRestaurantId(request)),
  );

  app.post(
    '/grants',
    {
      preHandler: restaurantConfigGuard,
      schema: {
        tags,
        security,
        summary: 'Requests a grant from an offer',
        body: RequestGrantBody,
        response: { 200: RequestGrantResponse, ...errors },
      },
    },
    async (request) => service.requestGrant(configuredRestaurantId(request), request.body.grantOfferId),
  );
};
