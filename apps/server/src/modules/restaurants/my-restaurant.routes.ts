import fastifyMultipart from '@fastify/multipart';
import {
  DeleteRestaurantImageHeaders,
  DeleteRestaurantImageResponse,
  DeliverySettingsRequest,
  DeliverySettingsResponse,
  ErrorResponse,
  MY_RESTAURANT_MESSAGES as M,
  MyRestaurant,
  RestaurantImageParams,
  RestaurantImageResponse,
  UpdateMyRestaurantRequest,
} from '@rpos/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor, staffOnly } from '../../platform/auth/guards';
import { AppError } from '../../platform/errors';
import { MAX_IMAGE_BYTES } from '../images/image-content';
import { createRealtimePublisher } from '../realtime/realtime.service';
import { findMerchantRow } from './merchants/merchants.repository';
import { createMyRestaurantService } from './my-restaurant.service';
import {
  configuredRestaurantId,
  RESTAURANT_CONFIG_ROLES,
  restaurantConfigGuard,
} from './restaurant-config-access';
import { createRestaurantLogoService } from './restaurant-logo.service';

const tags = ['restaurants'];
const security = [{ session: [] }];
const errors = { 400: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

/** The bytes of the multipart field `image` (the `content` field and any other are read and dropped). */
async function readImage(request: FastifyRequest): Promise<Buffer> {
  let bytes: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5 } })) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname === 'image' || bytes === null) bytes = data;
      }
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('VALIDATION', M.imageTooLarge);
    throw new AppError('VALIDATION', M.noImage);
  }
  if (!bytes || bytes.length === 0) throw new AppError('VALIDATION', M.noImage);
  return bytes;
}

/** "My restaurant" (restaurant-config.md §2.1, §7 "Restaurant"): profile, delivery settings, logo. */
export const myRestaurantRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5 } });
  const realtime = createRealtimePublisher(app.deps.events, app.log);
  const service = createMyRestaurantService(app.deps, realtime);
  const logos = createRestaurantLogoService(app.deps, realtime);
  const preHandler = restaurantConfigGuard;
  const imageGuard = staffOnly({ roles: RESTAURANT_CONFIG_ROLES });

  app.get(
    '/myrestaurant',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'The acting restaurant with every field the profile screen edits',
        response: { 200: MyRestaurant, ...errors },
      },
    },
    async (request) => service.load(configuredRestaurantId(request)),
  );

  app.put(
    '/myrestaurant/',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary:
          'Saves the profile and flags (isPOSOpenCashEnabled at the top level); the identifier is fixed',
        body: UpdateMyRestaurantRequest,
        response: { 200: MyRestaurant, ...errors },
      },
    },
    async (request) => service.update(configuredRestaurantId(request), request.body),
  );

  app.put(
    '/deliverySettings',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'The delivery service phone and pickup instructions (path ours: decision 0101)',
        body: DeliverySettingsRequest,
        response: { 200: DeliverySettingsResponse, ...errors },
      },
    },
    async (request) => service.updateDelivery(configuredRestaurantId(request), request.body),
  );

  app.post(
    '/restaurant/image/:urlIdentifier',
    {
      preHandler: imageGuard,
      schema: {
        tags,
        security,
        summary:
          'Uploads the logo (multipart image and content; PNG or JPEG by its bytes, at most 2 MB); admin for any merchant',
        consumes: ['multipart/form-data'],
        params: RestaurantImageParams,
        response: { 200: RestaurantImageResponse, ...errors },
      },
    },
    async (request) => {
      // Admin uploads for the restaurant or group the path names (its form, decision 0222);
      // everyone else only for the restaurant they act on.
      const actor = requireActor(request);
      const named =
        actor.role === 'admin'
          ? await findMerchantRow(app.deps.database.db, request.params.urlIdentifier)
          : undefined;
      const restaurantId = named?.id ?? configuredRestaurantId(request);
      const bytes = await readImage(request);
      return logos.upload(restaurantId, request.params.urlIdentifier, bytes);
    },
  );

  app.delete(
    '/restaurant/image',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Removes the logo the imageName header names',
        headers: DeleteRestaurantImageHeaders,
        response: { 200: DeleteRestaurantImageResponse, ...errors },
      },
    },
    async (request) => logos.remove(configuredRestaurantId(request), request.headers.imagename),
  );
};
