import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { etagMatches, getImage, imageEtag } from './images.service';

const ImageParams = z.object({ id: z.string().min(1).max(100) });

/** Images never change once stored, so they are cached for a year. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * GET /images/:id: the stored bytes with their content type, an ETag and a year-long cache; a client
 * whose Accept lists AVIF or WebP gets that variant when the image has one (Vary: Accept).
 */
export const imagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/images/:id',
    {
      schema: {
        tags: ['images'],
        summary: 'An image (dish photo, logo) by id',
        params: ImageParams,
        produces: ['image/avif', 'image/webp', 'image/png', 'image/jpeg', 'image/gif'],
      },
    },
    async (request, reply) => {
      const image = await getImage(app.deps.database.db, request.params.id, request.headers.accept);
      const etag = imageEtag(image);
      reply.header('cache-control', IMAGE_CACHE_CONTROL).header('vary', 'Accept').header('etag', etag);
      if (etagMatches(request.headers['if-none-match'], etag)) return reply.status(304).send();
      return reply
        .header('content-type', image.contentType)
        .header('x-content-type-options', 'nosniff')
        .send(image.bytes);
    },
  );
};
