import type { Database } from '../db/client';
import type { PrinterTransport } from '../modules/printers/printer-transport';
import type { Config } from './config';
import type { EventBus } from './events/event-bus';
import type { Mailer } from './messaging/mailer';
import type { SmsSender } from './messaging/sms';
import type { RecaptchaVerifier } from './recaptcha/recaptcha';

/** What the app is built from. Tests build their own (see test/test-app.ts). */
export interface AppDeps {
  config: Config;
  database: Database;
  mailer: Mailer;
  sms: SmsSender;
  events: EventBus;
  /** reCAPTCHA checks; when absent buildApp makes the one RECAPTCHA_PROVIDER names (app.recaptcha). */
  recaptcha?: RecaptchaVerifier;
  /** The current time; tests may move it. */
  now: () => Date;
  /** How print jobs reach printers; raw TCP when absent (tests put a slow or failing one here). */
  printerTransport?: PrinterTransport;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
