import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import { authRoutes } from './modules/auth/auth.routes';
import { availabilityRoutes } from './modules/availability/availability.routes';
import { billingRoutes } from './modules/billing/billing.routes';
import { bookingsRoutes } from './modules/bookings/bookings.routes';
import { customersRoutes } from './modules/customers/customers.routes';
import { deliveryPlatformsRoutes } from './modules/delivery-platforms/delivery-platforms.routes';
import { uberIntegrationRoutes } from './modules/delivery-platforms/uber-integration/uber-integration.routes';
import { devicesRoutes } from './modules/devices/devices.routes';
import { drawerRoutes } from './modules/drawer/drawer.routes';
import { floorPlanRoutes } from './modules/floor-plan/floor-plan.routes';
import { healthRoutes } from './modules/health/health.routes';
import { scheduleHousekeeping } from './modules/housekeeping/housekeeping.service';
import { imagesRoutes } from './modules/images/images.routes';
import { mapsRoutes } from './modules/maps/maps.routes';
import { scheduleBirthdayVouchers } from './modules/members/birthday-vouchers';
import { memberJoinRoutes } from './modules/members/member-join.routes';
import { membersRoutes } from './modules/members/members.routes';
import { menusRoutes } from './modules/menus/menus.routes';
import { createDinerContextCache } from './modules/online/diner-context-cache';
import { onlineRoutes } from './modules/online/online.routes';
import { dinerMenuFirstScreen } from './modules/online/online-first-screen';
import { backOfficeOrdersRoutes } from './modules/orders/back-office-orders.routes';
import { orderPageFirstScreen } from './modules/orders/order-first-screen';
import { ordersRoutes } from './modules/orders/orders.routes';
import { outboxRoutes } from './modules/outbox/outbox.routes';
import { paymentTypesRoutes } from './modules/payment-types/payment-types.routes';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { capitalRoutes } from './modules/payouts/capital.routes';
import { payoutsRoutes } from './modules/payouts/payouts.routes';
import { registerPrintQueue } from './modules/printers/print-queue.schedule';
import { createTcpTransport } from './modules/printers/printer-transport';
import { printersRoutes } from './modules/printers/printers.routes';
import { promotionsRoutes } from './modules/promotions/promotions.routes';
import { promotionsAdminRoutes } from './modules/promotions/promotions-admin.routes';
import { vouchersRoutes } from './modules/promotions/vouchers.routes';
import { qrCodesRoutes } from './modules/qr-codes/qr-codes.routes';
import { queueRoutes } from './modules/queue/queue.routes';
import { realtimeRoutes } from './modules/realtime/realtime.routes';
import { scheduleReportRefresh } from './modules/reports/report-refresh';
import { reportsRoutes } from './modules/reports/reports.routes';
import { merchantsRoutes } from './modules/restaurants/merchants/merchants.routes';
import { myRestaurantRoutes } from './modules/restaurants/my-restaurant.routes';
import { onboardingRoutes } from './modules/restaurants/onboarding/onboarding.routes';
import { openHoursRoutes } from './modules/restaurants/open-hours.routes';
import { restaurantPageFirstScreen } from './modules/restaurants/restaurant-first-screen';
import { restaurantsRoutes } from './modules/restaurants/restaurants.routes';
import { restaurantSettingsRoutes } from './modules/restaurants/settings/restaurant-settings.routes';
import { restaurantValuesRoutes } from './modules/restaurants/values/restaurant-values.routes';
import { serviceBellRoutes } from './modules/service-bell/service-bell.routes';
import { setupRoutes } from './modules/setup/setup.routes';
import { smsRoutes } from './modules/sms/sms.routes';
import { posStaffRoutes } from './modules/staff/pos-staff.routes';
import { staffRoutes } from './modules/staff/staff.routes';
import { staffActivitiesRoutes } from './modules/staff/staff-activities.routes';
import { timesheetsRoutes } from './modules/staff/timesheets.routes';
import { surchargesRoutes } from './modules/surcharges/surcharges.routes';
import { tableCartsRoutes } from './modules/table-carts/table-carts.routes';
import { terminalPaymentsRoutes } from './modules/terminal-payments/terminal-payments.routes';
import { billRoundsRoutes } from './modules/transactions/bill-rounds.routes';
import { oldTransactionsRoutes } from './modules/transactions/old-transactions.routes';
import { posRoutes } from './modules/transactions/pos.routes';
import { posSyncRoutes } from './modules/transactions/pos-sync.routes';
import { posVouchersRoutes } from './modules/transactions/pos-vouchers.routes';
import { transactionsRoutes } from './modules/transactions/transactions.routes';
import { transactionsListRoutes } from './modules/transactions/transactions-list.routes';
import { userAccountsRoutes } from './modules/users/user-accounts.routes';
import { usersRoutes } from './modules/users/users.routes';
import { utilsRoutes } from './modules/utils/utils.routes';
import { registerActorHook } from './platform/auth/actor-hook';
import { registerGuardsFirst } from './platform/auth/guards';
import { registerApiCompression } from './platform/compression';
import type { AppDeps } from './platform/deps';
import { registerErrorHandler } from './platform/errors';
import { registerInputGuards } from './platform/input-guards';
import { scheduleStatistics } from './platform/jobs/statistics-job';
import { AppLogController, LOG_REDACT_PATHS, LOG_SERIALIZERS } from './platform/logging';
import {
  registerMetricsRoute,
  registerRequestMetrics,
  trackPrintQueueRuns,
  withPrinterMetrics,
} from './platform/metrics/metrics.routes';
import { createRecaptchaVerifier } from './platform/recaptcha/recaptcha';
import { recaptchaRoutes } from './platform/recaptcha/recaptcha.routes';
import { registerRequestGuards } from './platform/request-guards';
import { registerSecurityHeaders } from './platform/security-headers';
import { webRendererLoader } from './platform/web-renderer';
import { registerWebApp } from './platform/web-static';

/** Every API feature, registered under /api. Add a module here when you add a feature. */
const API_MODULES = [
  healthRoutes,
  utilsRoutes,
  authRoutes,
  usersRoutes,
  userAccountsRoutes,
  outboxRoutes,
  restaurantsRoutes,
  restaurantValuesRoutes,
  openHoursRoutes,
  surchargesRoutes,
  qrCodesRoutes,
  myRestaurantRoutes,
  merchantsRoutes,
  onboardingRoutes,
  restaurantSettingsRoutes,
  onlineRoutes,
  imagesRoutes,
  availabilityRoutes,
  promotionsRoutes,
  promotionsAdminRoutes,
  membersRoutes,
  memberJoinRoutes,
  vouchersRoutes,
  realtimeRoutes,
  serviceBellRoutes,
  ordersRoutes,
  tableCartsRoutes,
  backOfficeOrdersRoutes,
  recaptchaRoutes,
  smsRoutes,
  paymentsRoutes,
  paymentTypesRoutes,
  floorPlanRoutes,
  setupRoutes,
  payoutsRoutes,
  capitalRoutes,
  devicesRoutes,
  billingRoutes,
  transactionsRoutes,
  transactionsListRoutes,
  staffRoutes,
  timesheetsRoutes,
  staffActivitiesRoutes,
  posStaffRoutes,
  oldTransactionsRoutes,
  customersRoutes,
  posRoutes,
  billRoundsRoutes,
  terminalPaymentsRoutes,
  posVouchersRoutes,
  drawerRoutes,
  posSyncRoutes,
  mapsRoutes,
  menusRoutes,
  deliveryPlatformsRoutes,
  uberIntegrationRoutes,
  bookingsRoutes,
  queueRoutes,
  reportsRoutes,
  printersRoutes,
];

/** Builds the whole server from its dependencies; tests build their own (test/test-app.ts). */
export async function buildApp(
  deps: AppDeps,
  options: {
    logger?: boolean;
    /** Where logs go instead of stdout (tests capture them). */
    logStream?: DestinationStream;
  } = {},
): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' },
            serializers: LOG_SERIALIZERS,
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    trustProxy: config.trustProxy,
    // One line per request when it ends, with its route and restaurant (registerRequestMetrics);
    // the controller logs only a response's error (an abandoned request at info).
    logController: new AppLogController(),
    bodyLimit: 1_048_576,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.decorate('deps', deps);
  registerRequestMetrics(app);
  registerPrintQueue(app, withPrinterMetrics(app.deps.printerTransport ?? createTcpTransport()));
  trackPrintQueueRuns(app);
  app.decorate('recaptcha', deps.recaptcha ?? createRecaptchaVerifier(config.recaptcha, app.log));
  app.decorate(
    'dinerContexts',
    createDinerContextCache({
      db: deps.database.db,
      events: deps.events,
      ttlMs: config.dinerCacheMs,
      appDeps: deps,
    }),
  );
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerSecurityHeaders(app, config);

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Restaurant POS API', version: '1.0.0' },
      servers: [{ url: '/' }],
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'rpos_sid' } } },
    },
    transform: jsonSchemaTransform,
  });
  // Compressed like the API (its JSON and the Swagger UI bundle are large); the web app's files are not
  // in this scope (pre-compressed at build time).
  await app.register(async (docs) => {
    await registerApiCompression(docs);
    await docs.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  });
  await app.register(fastifyCookie);

  registerRequestGuards(app);
  registerActorHook(app);
  registerGuardsFirst(app);
  registerInputGuards(app);

  await app.register(
    async (api) => {
      await registerApiCompression(api);
      for (const mod of API_MODULES) await api.register(mod);
    },
    { prefix: '/api' },
  );

  registerMetricsRoute(app);
  if (config.webDist) {
    const webRenderer = webRendererLoader(config.webDist, app.log);
    await registerWebApp(app, config.webDist, {
      firstScreen: async (request, path) =>
        (await dinerMenuFirstScreen(app, request, path, webRenderer)) ??
        (await restaurantPageFirstScreen(app, webRenderer, path)) ??
        orderPageFirstScreen(app, webRenderer, path),
    });
  }
  scheduleHousekeeping(app, config.housekeepingMinutes);
  scheduleReportRefresh(app, config.reportRefreshSeconds);
  scheduleBirthdayVouchers(app, config.birthdayVouchersMinutes);
  scheduleStatistics(app, config.statisticsSeconds);
  return app;
}
