import { chmodSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** A backup's kind, told by its file name: the embedded database's data folder, or a pg_dump archive. */
export type BackupKind = 'pglite' | 'postgres';

const EXTENSIONS: Record<BackupKind, string> = { pglite: '.pglite.tar.gz', postgres: '.pgdump' };
const NAME = /^rpos-backup-(\d{4}-\d{2}-\d{2}T\d{6}Z)\.(pglite\.tar\.gz|pgdump)$/;

/** rpos-backup-2026-11-29T053118Z.pglite.tar.gz: UTC, so names sort by time whatever the zone. */
export function backupFileName(kind: BackupKind, at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  // 20261129T053118Z → 2026-11-29T053118Z (the date stays readable)
  const readable = `${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)}${stamp.slice(8)}`;
  return `rpos-backup-${readable}${EXTENSIONS[kind]}`;
}

/** The kind of a backup file by its name's ending; undefined for anything else. */
export function backupKindOf(file: string): BackupKind | undefined {
  if (file.endsWith(EXTENSIONS.pglite)) return 'pglite';
  if (file.endsWith(EXTENSIONS.postgres)) return 'postgres';
  return undefined;
}

export interface BackupFile {
  name: string;
  path: string;
  bytes: number;
  mtimeMs: number;
}

/** The backups in a folder, newest first (by the time in their names). */
export function listBackups(dir: string): BackupFile[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .filter((n) => NAME.test(n))
    .sort()
    .reverse()
    .map((name) => {
      const path = join(dir, name);
      const s = statSync(path);
      return { name, path, bytes: s.size, mtimeMs: s.mtimeMs };
    });
}

/** Deletes all but the newest `keep` backups of the folder; answers the names deleted. */
export function pruneBackups(dir: string, keep: number): string[] {
  const old = listBackups(dir).slice(Math.max(keep, 1));
  for (const f of old) rmSync(f.path, { force: true });
  return old.map((f) => f.name);
}

/**
 * Writes a backup under its final name only once complete: `write` fills a `.partial` file, which is
 * then renamed, so a folder never holds a half-written backup under a backup's name.
 */
export async function writeBackupFile(
  dir: string,
  name: string,
  write: (partialPath: string) => Promise<void>,
): Promise<BackupFile> {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, name);
  const partial = `${path}.partial`;
  try {
    await write(partial);
    // It holds every account's password hash and every customer's details: its owner's eyes only.
    chmodSync(partial, 0o600);
    renameSync(partial, path);
  } catch (err) {
    rmSync(partial, { force: true });
    throw err;
  }
  const s = statSync(path);
  return { name, path, bytes: s.size, mtimeMs: s.mtimeMs };
}
