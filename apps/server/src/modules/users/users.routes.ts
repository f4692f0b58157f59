import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Filled by the users work in progress.
export const usersRoutes: FastifyPluginAsyncZod = async () => {};
