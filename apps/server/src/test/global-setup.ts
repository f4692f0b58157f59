import { rmSync, writeFileSync } from 'node:fs';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import {
  adminUrl,
  dropDatabase,
  MIGRATIONS_DIR,
  newPgliteTemplateFile,
  newPgTemplateName,
} from './test-paths';

/**
 * Migrates one database before all test files: a PGlite dump (a fresh PGlite costs ~7 s, loading a
 * dump ~1 s), or with DATABASE_URL a PostgreSQL template database that each file copies.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.DATABASE_URL;
  if (url) {
    // A name of this run's own, so runs sharing one PostgreSQL never drop each other's template.
    const template = newPgTemplateName();
    const admin = new pg.Client({ connectionString: adminUrl(url) });
    await admin.connect();
    await admin.query(`create database ${template}`);
    await admin.end();
    const u = new URL(url);
    u.pathname = `/${template}`;
    const database = await openDatabase({ databaseUrl: u.toString(), poolSize: 1 });
    await database.migrate(MIGRATIONS_DIR);
    await database.close();
    project.provide('pgTemplateDb', template);
    return async () => dropDatabase(url, template);
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
