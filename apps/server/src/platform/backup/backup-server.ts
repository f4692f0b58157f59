import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { chmod } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { connect } from 'node:net';
import { join, resolve } from 'node:path';
import { localClock, localToUtc } from '@rpos/domain';
import type { FastifyInstance } from 'fastify';
import { metrics, trackJob } from '../metrics/metrics';
import { backupFileName, listBackups, pruneBackups, writeBackupFile } from './backup-files';

// The running server's side of backups of the embedded database (decision 0470): a local-only socket
// that `npm run backup` asks for a copy, and the daily scheduled backup. PostgreSQL is backed up with
// pg_dump from outside (backup-cli.ts): it needs neither.

/** The socket in the data folder: only whoever may read the data folder may ask for a copy of it. */
export const opsSocketPath = (dataDir: string): string => join(resolve(dataDir), 'ops.sock');

/** Whether a server answers on the socket (a live server owns the data folder). */
export function socketAnswers(path: string): Promise<boolean> {
  if (!existsSync(path)) return Promise.resolve(false);
  return new Promise((ok) => {
    const socket = connect(path);
    socket.once('connect', () => {
      socket.destroy();
      ok(true);
    });
    socket.once('error', () => ok(false));
  });
}

/** A consistent copy of the embedded database now (gzipped tarball of its data folder), counted. */
export async function takeBackup(app: FastifyInstance): Promise<Buffer> {
  const { database } = app.deps;
  if (!database.backup) throw new Error('Only the embedded database is backed up by the server');
  return trackJob('backup', async () => {
    const blob = await database.backup!();
    const bytes = Buffer.from(await blob.arrayBuffer());
    metrics.backupLastSuccess.set(Date.now() / 1000);
    metrics.backupLastBytes.set(bytes.length);
    return bytes;
  });
}

/**
 * Listens on `<dataDir>/ops.sock` (mode 0600): POST /backup answers a backup. Refuses to start when
 * another server already answers there: two servers on one embedded database would corrupt it.
 * Answers a function that stops listening.
 */
export async function startOpsSocket(app: FastifyInstance, dataDir: string): Promise<() => Promise<void>> {
  const path = opsSocketPath(dataDir);
  if (await socketAnswers(path))
    throw new Error(
      `Another server is running on the data folder ${resolve(dataDir)} (${path} answers): stop it first`,
    );
  rmSync(path, { force: true });
  const server: Server = createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== '/backup') {
      res.writeHead(404).end('not found');
      return;
    }
    takeBackup(app).then(
      (bytes) => {
        res.writeHead(200, { 'content-type': 'application/gzip', 'content-length': bytes.length });
        res.end(bytes);
        app.log.info({ bytes: bytes.length }, 'backup: a copy of the database was taken');
      },
      (err: unknown) => {
        app.log.error({ err }, 'backup failed');
        res.writeHead(500).end(err instanceof Error ? err.message : 'backup failed');
      },
    );
  });
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(path, () => ok());
  });
  await chmod(path, 0o600);
  return () =>
    new Promise<void>((ok) => {
      server.close(() => ok());
      rmSync(path, { force: true });
    });
}

export interface BackupSchedule {
  dir: string;
  /** Local hour 0-23 of the daily backup. */
  hour: number;
  keep: number;
  timeZone: string;
}

/** The next time after `now` that the zone's clock shows `hour`:00 (a missing hour on a DST day moves on). */
export function nextBackupAt(now: Date, hour: number, timeZone: string): Date {
  const today = localClock(now, timeZone).isoDate;
  const hh = `${String(hour).padStart(2, '0')}:00`;
  for (let d = 0; d < 3; d++) {
    const date = new Date(Date.parse(`${today}T00:00:00Z`) + d * 86_400_000).toISOString().slice(0, 10);
    const at = localToUtc(date, hh, timeZone);
    if (at.getTime() > now.getTime()) return at;
  }
  return new Date(now.getTime() + 86_400_000);
}

/** One scheduled backup: the file in `dir`, then all but the newest `keep` removed. */
export async function runScheduledBackup(app: FastifyInstance, schedule: BackupSchedule) {
  const bytes = await takeBackup(app);
  const file = await writeBackupFile(schedule.dir, backupFileName('pglite', new Date()), async (partial) =>
    writeFileSync(partial, bytes),
  );
  const removed = pruneBackups(schedule.dir, schedule.keep);
  app.log.info({ file: file.path, bytes: file.bytes, removed }, 'backup: scheduled backup written');
  return file;
}

/**
 * Runs the daily backup at the schedule's local hour while the app runs, and sets the backup-age
 * metric from the newest backup already in the folder. Answers a function that stops it.
 */
export function scheduleBackups(app: FastifyInstance, schedule: BackupSchedule): () => void {
  const newest = listBackups(schedule.dir)[0];
  if (newest) {
    metrics.backupLastSuccess.set(newest.mtimeMs / 1000);
    metrics.backupLastBytes.set(newest.bytes);
  }
  let timer: NodeJS.Timeout | undefined;
  const plan = () => {
    const at = nextBackupAt(new Date(), schedule.hour, schedule.timeZone);
    timer = setTimeout(() => {
      runScheduledBackup(app, schedule)
        .catch((err: unknown) => app.log.error({ err }, 'backup: the scheduled backup failed'))
        .finally(plan);
    }, at.getTime() - Date.now());
    timer.unref();
  };
  plan();
  return () => clearTimeout(timer);
}
