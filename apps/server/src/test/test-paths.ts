import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const MIGRATIONS_DIR = resolve(import.meta.dirname, '../../drizzle');
/** A new name per run: global setup makes it and hands it to the test files with provide/inject. */
export const newPgliteTemplateFile = (): string =>
  join(tmpdir(), `rpos-test-template-${process.pid}-${Date.now()}.tar`);

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplateFile: string;
  }
}
export const PG_TEMPLATE_DB = 'rpos_test_template';

/** The same server, database postgres: for create/drop database statements. */
export function adminUrl(url: string): string {
  const u = new URL(url);
  u.pathname = '/postgres';
  return u.toString();
}
