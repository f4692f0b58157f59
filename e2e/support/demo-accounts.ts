// The demo sign-ins seeded on an empty database (apps/server/src/db/seed).
export { DEMO_ACCOUNTS, DEMO_MARKETING_EMAIL } from '../../apps/server/src/db/seed/demo-accounts';
