import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Filled by the auth work in progress.
export const authRoutes: FastifyPluginAsyncZod = async () => {};
