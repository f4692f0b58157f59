import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { registerMenuAdminRoutes } from './menu-admin.routes';
import { registerMenuAllergenRoutes } from './menu-allergens';
import { registerMenuEditorRoutes } from './menu-editor.routes';
import { MAX_CSV_BYTES, registerMenuFileRoutes } from './menu-files.routes';

/**
 * Menu management for staff (restaurant-config.md §7 "Menus"): the list and whole-menu actions, the
 * editor, images and CSV files. Multipart is parsed only inside this plugin.
 */
export const menusRoutes: FastifyPluginAsync = async (app) => {
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_CSV_BYTES, files: 1, fields: 20 } });
  registerMenuAdminRoutes(app);
  registerMenuEditorRoutes(app);
  registerMenuAllergenRoutes(app);
  registerMenuFileRoutes(app);
};
