import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/test-app';
import { metrics, registry } from '../metrics/metrics';
import { backupFileName, backupKindOf, listBackups, pruneBackups } from './backup-files';
import { nextBackupAt, runScheduledBackup } from './backup-server';

const work = mkdtempSync(join(tmpdir(), 'rpos-ops-schedule-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the daily backup', () => {
  it('comes at the local hour, today if still ahead, else tomorrow; across a DST change', () => {
    // 2026-11-29 05:00 UTC is 16:00 in Sydney (AEDT, UTC+11).
    const now = new Date('2026-11-29T05:00:00Z');
    expect(nextBackupAt(now, 23, 'Australia/Sydney').toISOString()).toBe('2026-11-29T12:00:00.000Z');
    expect(nextBackupAt(now, 3, 'Australia/Sydney').toISOString()).toBe('2026-11-29T16:00:00.000Z');
    // Sydney leaves DST on 2026-04-05: 03:00 on the 5th is AEST (UTC+10), the 4th's AEDT (UTC+11).
    expect(nextBackupAt(new Date('2026-04-04T12:00:00Z'), 3, 'Australia/Sydney').toISOString()).toBe(
      '2026-04-04T17:00:00.000Z',
    );
    expect(nextBackupAt(now, 3, 'Asia/Shanghai').toISOString()).toBe('2026-11-29T19:00:00.000Z');
  });

  it('files are named by the time in UTC and pruned to the newest N', () => {
    const dir = join(work, 'prune');
    mkdirSync(dir);
    const names = [1, 2, 3, 4].map((d) => backupFileName('pglite', new Date(`2026-11-0${d}T03:00:00Z`)));
    expect(names[0]).toBe('rpos-backup-2026-11-01T030000Z.pglite.tar.gz');
    expect(backupFileName('postgres', new Date('2026-11-01T03:00:00.123Z'))).toBe(
      'rpos-backup-2026-11-01T030000Z.pgdump',
    );
    for (const n of names) writeFileSync(join(dir, n), 'x');
    writeFileSync(join(dir, 'notes.txt'), 'not a backup');
    expect(pruneBackups(dir, 2)).toEqual([names[1], names[0]]);
    expect(readdirSync(dir).sort()).toEqual(['notes.txt', names[2], names[3]]);
    expect(backupKindOf('notes.txt')).toBeUndefined();
  });
});

const t = await buildTestApp();

describe.skipIf(Boolean(process.env.DATABASE_URL))('a scheduled backup of the embedded database', () => {
  it('writes the file, keeps N, counts the run and sets the backup age metric', async () => {
    const dir = join(work, 'scheduled');
    mkdirSync(dir);
    for (const d of [1, 2, 3])
      writeFileSync(join(dir, backupFileName('pglite', new Date(`2020-01-0${d}T00:00:00Z`))), 'old');
    const before = Date.now() / 1000;
    const file = await runScheduledBackup(t.app, { dir, hour: 3, keep: 2, timeZone: 'Australia/Sydney' });
    const kept = listBackups(dir);
    expect(kept.map((f) => f.name)).toEqual([
      file.name,
      backupFileName('pglite', new Date('2020-01-03T00:00:00Z')),
    ]);
    expect(file.bytes).toBeGreaterThan(10_000);
    expect(readdirSync(dir).some((n) => n.endsWith('.partial'))).toBe(false);
    const last = (await metrics.backupLastSuccess.get()).values[0]!.value;
    expect(last).toBeGreaterThanOrEqual(Math.floor(before));
    expect(await registry.metrics()).toMatch(/rpos_job_runs_total\{job="backup",outcome="ok"\} 1/);
  });
});
