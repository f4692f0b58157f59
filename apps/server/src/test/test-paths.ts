import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';

export const MIGRATIONS_DIR = resolve(import.meta.dirname, '../../drizzle');
/** A new name per run: global setup makes it and hands it to the test files with provide/inject. */
export const newPgliteTemplateFile = (): string =>
  join(tmpdir(), `rpos-test-template-${process.pid}-${Date.now()}.tar`);

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplateFile: string;
    pgTemplateDb: string;
  }
}
/** A template database name of this test run's own. */
export const newPgTemplateName = (): string => `rpos_test_tpl_${process.pid}_${Date.now().toString(36)}`;

/** The same server, database postgres: for create/drop database statements. */
export function adminUrl(url: string): string {
  const u = new URL(url);
  u.pathname = '/postgres';
  return u.toString();
}

/**
 * Drops a test database once its connections are gone. A backend can outlive its client's end() by a
 * few milliseconds, so retry politely before forcing (forcing kills connections still closing).
 */
export async function dropDatabase(url: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl(url) });
  await admin.connect();
  try {
    for (let attempt = 0; attempt < 40; attempt++) {
      try {
        await admin.query(`drop database if exists ${name}`);
        return;
      } catch (err) {
        if ((err as { code?: string }).code !== '55006') throw err; // 55006: still being accessed
        await new Promise((r) => setTimeout(r, 50));
      }
    }
    await admin.query(`drop database if exists ${name} with (force)`);
  } finally {
    await admin.end();
  }
}
