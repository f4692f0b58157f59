import type { RecaptchaConfigResponse } from '@rpos/domain';
import { api } from './api-client';

/**
 * reCAPTCHA v3 for the diner's anonymous writes (decision 0076): POST /sendCode and POST
 * /queuePosition carry `recaptcha: await recaptchaToken(action)`. Import it only from lazy feature
 * code (queue, checkout), never from the menu page or the entry: Google's script loads on first use.
 */

/** Google's v3 script; `?render=<siteKey>` makes it ready for execute() without a widget. */
export const RECAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';

export const RECAPTCHA_LOAD_FAILED =
  'The reCAPTCHA check could not load. Please check your connection and try again.';

/** Google's script did not load or could not make a token; its message is shown to the diner. */
export class RecaptchaLoadError extends Error {
  constructor() {
    super(RECAPTCHA_LOAD_FAILED);
    this.name = 'RecaptchaLoadError';
  }
}

/** The part of Google's `window.grecaptcha` (v3) used here. */
export interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): PromiseLike<string>;
}

type RecaptchaWindow = Window & { grecaptcha?: Grecaptcha };

let config: Promise<RecaptchaConfigResponse> | null = null;
let script: Promise<Grecaptcha> | null = null;

/** GET /recaptchaConfig once per page; a failed read is forgotten so the next call asks again. */
function recaptchaConfig(): Promise<RecaptchaConfigResponse> {
  config ??= api.get<RecaptchaConfigResponse>('/recaptchaConfig').catch((error: unknown) => {
    config = null;
    throw error;
  });
  return config;
}

/** Adds Google's script once and resolves when grecaptcha is ready; a failure removes it for a retry. */
function loadGrecaptcha(siteKey: string): Promise<Grecaptcha> {
  script ??= new Promise<Grecaptcha>((resolve, reject) => {
    const tag = document.createElement('script');
    const fail = () => {
      tag.remove();
      script = null;
      reject(new RecaptchaLoadError());
    };
    tag.src = `${RECAPTCHA_SCRIPT_URL}?render=${encodeURIComponent(siteKey)}`;
    tag.async = true;
    tag.addEventListener('error', fail, { once: true });
    tag.addEventListener(
      'load',
      () => {
        const grecaptcha = (window as RecaptchaWindow).grecaptcha;
        if (!grecaptcha) return fail();
        grecaptcha.ready(() => resolve(grecaptcha));
      },
      { once: true },
    );
    document.head.appendChild(tag);
  });
  return script;
}

/**
 * A fresh reCAPTCHA v3 token for `action` (tokens are single-use), or undefined when the server
 * checks none (RECAPTCHA_PROVIDER offline). Rejects with the API's error when the settings cannot be
 * read, and with RecaptchaLoadError when Google's script cannot load or make a token.
 */
export async function recaptchaToken(action: string): Promise<string | undefined> {
  const { provider, siteKey } = await recaptchaConfig();
  if (provider !== 'google' || !siteKey) return undefined;
  const grecaptcha = await loadGrecaptcha(siteKey);
  try {
    return await grecaptcha.execute(siteKey, { action });
  } catch {
    throw new RecaptchaLoadError();
  }
}
