import { RecaptchaConfigResponse } from '@rpos/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * GET /recaptchaConfig: public. Tells the web app whether to load Google's reCAPTCHA v3 script and
 * with which site key (decision 0076); offline answers no key, and the web sends no token.
 */
export const recaptchaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/recaptchaConfig',
    {
      schema: {
        tags: ['platform'],
        summary: 'Which reCAPTCHA the diner calls need, and the site key to get tokens with',
        description:
          'provider follows RECAPTCHA_PROVIDER; siteKey is RECAPTCHA_SITE_KEY with google, null offline. ' +
          'POST /sendCode and POST /queuePosition then carry a v3 token (actions sendCode, queuePosition).',
        response: { 200: RecaptchaConfigResponse },
      },
    },
    async () => {
      const provider = app.recaptcha.provider;
      const siteKey = provider === 'google' ? (app.deps.config.recaptcha.siteKey ?? null) : null;
      return { provider, siteKey };
    },
  );
};
