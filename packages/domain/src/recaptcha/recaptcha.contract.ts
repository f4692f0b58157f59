import { z } from 'zod';

/** Who checks the diner's reCAPTCHA tokens: nobody (offline accepts every request) or Google. */
export const RecaptchaProvider = z.enum(['offline', 'google']);
export type RecaptchaProvider = z.infer<typeof RecaptchaProvider>;

/**
 * GET /recaptchaConfig: what the web app needs to get a reCAPTCHA v3 token. `siteKey` is the public
 * key of Google's script (null offline: no script, no token).
 */
export const RecaptchaConfigResponse = z.object({
  provider: RecaptchaProvider,
  siteKey: z.string().nullable(),
});
export type RecaptchaConfigResponse = z.infer<typeof RecaptchaConfigResponse>;
