import { execFile } from 'node:child_process';
import { createWriteStream, existsSync, readdirSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { basename, join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../../db/client';
import { type BackupFile, backupFileName, backupKindOf, pruneBackups, writeBackupFile } from './backup-files';
import { opsSocketPath, socketAnswers } from './backup-server';

// `npm run backup` and `npm run restore` (decision 0470). PostgreSQL: pg_dump / pg_restore (a
// consistent snapshot by itself). The embedded database: through the running server's local socket,
// or, when no server runs, straight from the data folder. Images live in the database (table images,
// image_variants): the database's backup holds them.

const run = promisify(execFile);

export interface BackupTarget {
  /** PostgreSQL: back up (or restore into) this database. */
  databaseUrl?: string;
  /** The embedded database's DATA_DIR (its files are in DATA_DIR/pglite). */
  dataDir: string;
}

/** The URL without its password, and the password for PGPASSWORD (so `ps` never shows it). */
function splitPassword(url: string): { url: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = '';
  return { url: u.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

/** Writes a backup of the target's database into `dir`, named by the time; keeps the newest `keep`. */
export async function createBackup(
  target: BackupTarget,
  options: { dir: string; keep?: number; now?: Date },
): Promise<BackupFile> {
  const now = options.now ?? new Date();
  let file: BackupFile;
  if (target.databaseUrl) {
    const { url, env } = splitPassword(target.databaseUrl);
    file = await writeBackupFile(options.dir, backupFileName('postgres', now), async (partial) => {
      await run(
        'pg_dump',
        ['--format=custom', '--no-owner', '--no-privileges', `--file=${partial}`, `--dbname=${url}`],
        { env },
      );
    });
  } else {
    const socket = opsSocketPath(target.dataDir);
    const live = await socketAnswers(socket);
    file = await writeBackupFile(options.dir, backupFileName('pglite', now), (partial) =>
      live ? fetchFromServer(socket, partial) : copyDataFolder(target.dataDir, partial),
    );
  }
  if (options.keep) pruneBackups(options.dir, options.keep);
  return file;
}

/** Asks the running server for a copy (POST /backup on its socket) and writes it to `path`. */
function fetchFromServer(socketPath: string, path: string): Promise<void> {
  return new Promise((ok, fail) => {
    const req = request({ socketPath, method: 'POST', path: '/backup' }, (res) => {
      if (res.statusCode !== 200) {
        let text = '';
        res.on('data', (d) => (text += d));
        res.on('end', () => fail(new Error(`The server could not take a backup: ${text}`)));
        return;
      }
      pipeline(res, createWriteStream(path)).then(ok, fail);
    });
    req.on('error', fail);
    req.end();
  });
}

/** No server runs: open the data folder itself and copy it. */
async function copyDataFolder(dataDir: string, path: string): Promise<void> {
  const folder = join(resolve(dataDir), 'pglite');
  if (!existsSync(join(folder, 'PG_VERSION')))
    throw new Error(`No embedded database in ${folder} (set DATA_DIR, or DATABASE_URL for PostgreSQL)`);
  const database = await openDatabase({ dataDir: folder });
  try {
    const blob = await database.backup!();
    await pipeline(blob.stream(), createWriteStream(path));
  } finally {
    await database.close();
  }
}

/**
 * Brings a backup back into a NEW place: an embedded backup into `dataDir` (whose pglite folder must
 * not exist yet or be empty), a PostgreSQL backup into `databaseUrl` (a database without tables,
 * e.g. just made with createdb). Never over data: the operator moves the old folder or database away.
 */
export async function restoreBackup(file: string, target: BackupTarget): Promise<string> {
  const kind = backupKindOf(basename(file));
  if (!kind) throw new Error(`${file} is not a backup (rpos-backup-….pglite.tar.gz or ….pgdump)`);
  if (!existsSync(file)) throw new Error(`No such file: ${file}`);
  if (kind === 'postgres') {
    if (!target.databaseUrl) throw new Error('A PostgreSQL backup restores into DATABASE_URL: set it');
    const { url, env } = splitPassword(target.databaseUrl);
    await refuseNonEmptyDatabase(target.databaseUrl);
    await run(
      'pg_restore',
      ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${url}`, resolve(file)],
      { env },
    );
    return url;
  }
  if (target.databaseUrl)
    throw new Error('This is a backup of the embedded database: unset DATABASE_URL and set DATA_DIR');
  const folder = join(resolve(target.dataDir), 'pglite');
  if (await socketAnswers(opsSocketPath(target.dataDir)))
    throw new Error(`A server is running on ${target.dataDir}: restore into a new DATA_DIR`);
  if (existsSync(folder) && readdirSync(folder).length > 0)
    throw new Error(`${folder} already holds a database: restore into a new DATA_DIR (or move it away)`);
  const dump = new Blob([readFileSync(file)], { type: 'application/gzip' });
  const database = await openDatabase({ dataDir: folder, loadDataDir: dump });
  try {
    await database.ping();
  } finally {
    await database.close();
  }
  return folder;
}

async function refuseNonEmptyDatabase(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      `select count(*)::text as n from information_schema.tables
       where table_schema not in ('pg_catalog', 'information_schema')`,
    );
    if (Number(rows[0]?.n) > 0)
      throw new Error('The database already has tables: restore into a new, empty database (createdb)');
  } finally {
    await client.end();
  }
}
