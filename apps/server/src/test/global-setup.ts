import { rmSync, writeFileSync } from 'node:fs';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { adminUrl, MIGRATIONS_DIR, newPgliteTemplateFile, PG_TEMPLATE_DB } from './test-paths';

/**
 * Migrates one database before all test files: a PGlite dump (a fresh PGlite costs ~7 s, loading a
 * dump ~1 s), or with DATABASE_URL a PostgreSQL template database that each file copies.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: adminUrl(url) });
    await admin.connect();
    await admin.query(`drop database if exists ${PG_TEMPLATE_DB} with (force)`);
    await admin.query(`create database ${PG_TEMPLATE_DB}`);
    await admin.end();
    const u = new URL(url);
    u.pathname = `/${PG_TEMPLATE_DB}`;
    const database = await openDatabase({ databaseUrl: u.toString(), poolSize: 1 });
    await database.migrate(MIGRATIONS_DIR);
    await database.close();
    return async () => {};
  }
  const database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate(MIGRATIONS_DIR);
  const dump = await database.dumpDataDir!();
  const file = newPgliteTemplateFile();
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplateFile', file);
  return async () => rmSync(file, { force: true });
}
