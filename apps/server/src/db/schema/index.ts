// The whole schema, one file per feature. drizzle-kit reads this file to generate migrations.
export * from './auth';
export * from './delivery-platforms';
export * from './images';
export * from './menus';
export * from './open-hours';
export * from './orders';
export * from './outbox';
export * from './payments';
export * from './promotions';
export * from './restaurant-settings';
export * from './restaurants';
export * from './service-requests';
export * from './sms-codes';
export * from './surcharges';
export * from './tables';
export * from './users';
