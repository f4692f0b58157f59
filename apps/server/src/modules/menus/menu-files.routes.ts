import { ErrorResponse, ItemImageHeaders, ItemImageResponse, MENU_MESSAGES as M } from '@rpos/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors';
import { MAX_IMAGE_BYTES } from '../images/image-content';
import { menuGuard, restaurantOf } from './menu-access';
import { createMenuFilesService } from './menu-files.service';

const tags = ['menus'];
const security = [{ session: [] }];
const errors = { 400: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };
/** Largest CSV upload. */
export const MAX_CSV_BYTES = 5 * 1024 * 1024;

const CsvParams = z.object({ menuId: z.string().min(1).max(100), kind: z.enum(['group', 'item']) });
const CsvDownloadResponse = z.object({
  kind: z.enum(['group', 'item']),
  allGroups: z.array(z.record(z.string(), z.string())).optional(),
  allItems: z.array(z.record(z.string(), z.string())).optional(),
  /** The same rows as CSV text, ready to save as a file. */
  csv: z.string(),
});
const UploadResponse = z.object({ message: z.string(), count: z.number().int() });

/**
 * The first file of a multipart request, at most `limit` bytes; `missing` is the message when there
 * is none (or the request is not multipart), `tooLarge` when it is bigger.
 */
async function readFile(
  request: FastifyRequest,
  limit: number,
  messages: { missing: string; tooLarge: string },
): Promise<{ bytes: Buffer; filename: string }> {
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    part = await request.file({ limits: { fileSize: limit, files: 1 } });
  } catch {
    throw new AppError('VALIDATION', messages.missing);
  }
  if (!part) throw new AppError('VALIDATION', messages.missing);
  try {
    const bytes = await part.toBuffer();
    return { bytes, filename: part.filename };
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('VALIDATION', messages.tooLarge);
    throw new AppError('VALIDATION', messages.missing);
  }
}

/** Item images (multipart, headers menuId, categoryId, menuItemId) and the menu CSV files. */
export function registerMenuFileRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createMenuFilesService(app.deps);
  const preHandler = menuGuard();
  const idsOf = (h: z.infer<typeof ItemImageHeaders>) => ({
    menuId: h.menuid,
    categoryId: h.categoryid,
    menuItemId: h.menuitemid,
  });

  api.post(
    '/menuItem/image',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Uploads an item image (multipart; PNG or JPEG by content, at most 2 MB)',
        consumes: ['multipart/form-data'],
        headers: ItemImageHeaders,
        response: { 200: ItemImageResponse, ...errors },
      },
    },
    async (request) => {
      const file = await readFile(request, MAX_IMAGE_BYTES, {
        missing: M.invalidImage,
        tooLarge: M.imageTooLarge,
      });
      return service.setItemImage(restaurantOf(request), idsOf(request.headers), file.bytes);
    },
  );

  api.delete(
    '/menuItem/image',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: "Removes an item's image",
        headers: ItemImageHeaders,
        response: { 200: ItemImageResponse, ...errors },
      },
    },
    async (request) => service.deleteItemImage(restaurantOf(request), idsOf(request.headers)),
  );

  api.get(
    '/downloadMenuCSV/:menuId/:kind',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'The groups or items of a menu as rows (allGroups / allItems) and as CSV text',
        params: CsvParams,
        response: { 200: CsvDownloadResponse, ...errors },
      },
    },
    async (request) => service.download(restaurantOf(request), request.params.menuId, request.params.kind),
  );

  api.post(
    '/uploadMenu/:menuId/:kind',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Uploads a groups or items CSV (multipart file); all or nothing',
        consumes: ['multipart/form-data'],
        params: CsvParams,
        response: { 200: UploadResponse, ...errors },
      },
    },
    async (request) => {
      const file = await readFile(request, MAX_CSV_BYTES, {
        missing: M.csvFileRequired,
        tooLarge: M.postingFailed,
      });
      if (file.bytes.length === 0) throw new AppError('VALIDATION', M.csvFileRequired);
      return service.upload(
        restaurantOf(request),
        request.params.menuId,
        request.params.kind,
        file.bytes.toString('utf8'),
      );
    },
  );
}
