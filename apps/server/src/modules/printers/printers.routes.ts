import fastifyMultipart from '@fastify/multipart';
import {
  DEFAULT_INVOICE_TEMPLATE,
  ErrorResponse,
  InvoiceImageResponse,
  PRINTING_MESSAGES as M,
  MerchantPrintersResponse,
  PosPrintSettingsBody,
  PosPrintSettingsResponse,
  PrintDeletedResponse,
  PrinterDeleteParams,
  PrinterInput,
  PrinterNameParams,
  PrinterResponse,
  PrintersResponse,
  PrinterTagsBody,
  PrinterZoneInput,
  PrinterZoneResponse,
  PrinterZonesResponse,
  PrintIdParams,
  type Role,
} from '@rpos/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffOnly } from '../../platform/auth/guards';
import { MAX_IMAGE_BYTES } from '../images/image-content';
import {
  configuredRestaurantId,
  RESTAURANT_CONFIG_ROLES,
  restaurantConfigGuard,
} from '../restaurants/restaurant-config-access';
import { readUploadedImage } from './invoice-upload';
import { printJobsRoutes } from './print-jobs.routes';
import { uploadInvoiceImage } from './print-jobs.service';
import {
  createZone,
  editZone,
  getPrintSettings,
  listZones,
  putPrintSettings,
  removeZone,
} from './printer-config.service';
import {
  createPrinter,
  deletePrinter,
  listPrinters,
  merchantPrinters,
  setPrinterTags,
  updatePrinter,
} from './printers.service';

/** Who reads printers, zones, settings and jobs: the configuring roles and the POS roles (decision 0285). */
export const PRINTING_READER_ROLES: readonly Role[] = [
  ...RESTAURANT_CONFIG_ROLES,
  'restaurantManager',
  'restaurantStaff',
];
export const printingReaderGuard = staffOnly({ roles: PRINTING_READER_ROLES, needsRestaurant: true });
const adminGuard = staffOnly({ roles: ['admin'] });

const tags = ['printing'];
const security = [{ session: [] }];
const errors = { 400: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };

/** Printers, printer zones and POS print settings (restaurant-config.md §2.5, §7 "Printing"). */
export const printersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5 } });
  await app.register(printJobsRoutes);

  app.get(
    '/myprinters',
    {
      preHandler: printingReaderGuard,
      schema: {
        tags,
        security,
        summary: "The acting restaurant's printers",
        response: { 200: PrintersResponse, ...errors },
      },
    },
    async (request) => ({ printers: await listPrinters(deps, configuredRestaurantId(request)) }),
  );

  app.post(
    '/printer',
    {
      preHandler: restaurantConfigGuard,
      schema: {
        tags,
        security,
        summary: 'Adds a printer',
        body: PrinterInput,
        response: { 200: PrinterResponse, ...errors },
      },
    },
    async (request) => ({
      printer: await createPrinter(deps, configuredRestaurantId(request), request.body),
      message: M.saved,
    }),
  );

  app.put(
    '/printer/:printerName',
    {
      preHandler: restaurantConfigGuard,
      schema: {
        tags,
        security,
        summary: 'Edits the printer of that name',
        params: PrinterNameParams,
        body: PrinterInput,
        response: { 200: PrinterResponse, ...errors },
      },
    },
    async (request) => ({
      printer: await updatePrinter(
        deps,
        configuredRestaurantId(request),
        request.params.printerName,
        request.body,
      ),
      message: M.updated,
    }),
  );

  app.delete(
    '/printer/:name',
    {
      preHandler: restaurantConfigGuard,
      schema: {
        tags,
        security,
        summary: 'Deletes the printer of that name',
        params: PrinterDeleteParams,
        response: { 200: PrinterResponse, ...errors },
      },
    },
    async (request) => ({
      printer: await deletePrinter(deps, configuredRestaurantId(request), request.params.name),
      message: M.deleted,
    }),
  );

  app.patch(
    '/printers/:id',
    {
      preHandler: restaurantConfigGuard,
      schema: {
        tags,
        security,
        summary: "Sets a printer's tags",
        params: PrintIdParams,
        body: PrinterTagsBody,
        response: { 200: PrinterResponse, ...errors },
      },
    },
    async (request) => ({
      printer: await setPrinterTags(
        deps,
        configuredRestaurantId(request),
        request.params.id,
        request.body.tags,
      ),
      message: M.updated,
    }),
  );

  app.get(
    '/admin/printers',
    {
      preHandler: adminGuard,
      schema: {
        tags,
        security,
        summary: "Every merchant's printers (admin)",
        response: { 200: MerchantPrintersResponse, ...errors },
      },
    },
    async () => ({ merchants: await merchantPrinters(deps) }),
  );

  app.get(
    '/printerZones',
    {
      preHandler: printingReaderGuard,
      schema: {
        tags,
        security,
        summary: "The acting restaurant's printer zones",
        response: { 200: PrinterZonesResponse, ...errors },
      },
    },
    async (request) => ({ zones: await listZones(deps, configuredRestaurantId(request)) }),
  );

  app.post(
    '/printerZone',
    {
      preHandler: restaurantConfigGuard,
      schema: {
        tags,
        security,
        summary: 'Adds a printer zone',
        body: PrinterZoneInput,
        response: { 200: PrinterZoneResponse, ...errors },
      },
    },
    async (request) => ({
      zone: await createZone(deps, configuredRestaurantId(request), request.body),
      message: M.saved,
    }),
  );

  app.post(
    '/printerZone/:id',
    {
      preHandler: restaurantConfigGuard,
      schema: {
        tags,
        security,
        summary: 'Edits a printer zone (type and floor fixed)',
        params: PrintIdParams,
        body: PrinterZoneInput,
        response: { 200: PrinterZoneResponse, ...errors },
      },
    },
    async (request) => ({
      zone: await editZone(deps, configuredRestaurantId(request), request.params.id, request.body),
      message: M.updated,
    }),
  );

  app.delete(
    '/printerZone/:id',
    {
      preHandler: restaurantConfigGuard,
      schema: {
        tags,
        security,
        summary: 'Deletes a printer zone',
        params: PrintIdParams,
        response: { 200: PrintDeletedResponse, ...errors },
      },
    },
    async (request) => {
      await removeZone(deps, configuredRestaurantId(request), request.params.id);
      return { id: request.params.id, message: M.deleted };
    },
  );

  app.get(
    '/posPrintSettings',
    {
      preHandler: printingReaderGuard,
      schema: {
        tags,
        security,
        summary: 'The POS print settings, every print type and order type',
        response: { 200: PosPrintSettingsResponse, ...errors },
      },
    },
    async (request) => ({
      posPrintSettings: await getPrintSettings(deps, configuredRestaurantId(request)),
      defaultTemplate: DEFAULT_INVOICE_TEMPLATE,
    }),
  );

  app.put(
    '/posPrintSettings',
    {
      preHandler: restaurantConfigGuard,
      schema: {
        tags,
        security,
        summary: 'Saves the POS print settings whole',
        body: PosPrintSettingsBody,
        response: { 200: PosPrintSettingsResponse, ...errors },
      },
    },
    async (request) => ({
      posPrintSettings: await putPrintSettings(
        deps,
        configuredRestaurantId(request),
        request.body.posPrintSettings,
      ),
      defaultTemplate: DEFAULT_INVOICE_TEMPLATE,
      message: M.updated,
    }),
  );

  app.post(
    '/restaurant/invoiceUpload',
    {
      preHandler: restaurantConfigGuard,
      schema: {
        tags,
        security,
        summary: "The invoice's picture (multipart image; PNG or JPEG)",
        consumes: ['multipart/form-data'],
        response: { 200: InvoiceImageResponse, ...errors },
      },
    },
    async (request) => ({
      imageUrl: await uploadInvoiceImage(
        deps,
        configuredRestaurantId(request),
        await readUploadedImage(request),
      ),
    }),
  );
};
