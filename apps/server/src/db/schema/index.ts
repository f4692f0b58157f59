// The whole schema, one file per feature. drizzle-kit reads this file to generate migrations.
export * from './auth';
export * from './outbox';
export * from './restaurants';
export * from './users';
