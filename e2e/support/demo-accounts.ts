// The demo sign-ins seeded on an empty database (apps/server/src/demo).
export { DEMO_ACCOUNTS, DEMO_MARKETING_EMAIL } from '../../apps/server/src/demo/demo-accounts';
