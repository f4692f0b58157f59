import { createBackup, restoreBackup } from './platform/backup/backup-cli';

// `npm run backup` and `npm run restore <file>` (decision 0470). Reads the server's own variables:
// DATABASE_URL (PostgreSQL) or DATA_DIR (the embedded database), BACKUP_DIR, BACKUP_KEEP. Options
// win over them: --dir=, --keep=, --data-dir=, --database-url=.

const USAGE = `usage:
  npm run backup [-- --dir=FOLDER --keep=N]
  npm run restore FILE [-- --data-dir=NEW_FOLDER | --database-url=postgres://.../new_empty_db]`;

function option(args: string[], name: string): string | undefined {
  const hit = args.find((a) => a.startsWith(`--${name}=`));
  return hit?.slice(name.length + 3);
}

async function main(): Promise<void> {
  const [command, ...args] = process.argv.slice(2);
  const env = process.env;
  const target = {
    databaseUrl: option(args, 'database-url') ?? (option(args, 'data-dir') ? undefined : env.DATABASE_URL),
    dataDir: option(args, 'data-dir') ?? env.DATA_DIR ?? './data',
  };
  if (command === 'backup') {
    const keepText = option(args, 'keep') ?? env.BACKUP_KEEP;
    const keep = keepText ? Number(keepText) : undefined;
    if (keep !== undefined && !(Number.isInteger(keep) && keep > 0))
      throw new Error('--keep must be a whole number');
    const started = Date.now();
    const file = await createBackup(target, {
      dir: option(args, 'dir') ?? env.BACKUP_DIR ?? './backups',
      keep,
    });
    console.log(
      `Backup written: ${file.path} (${(file.bytes / 1_048_576).toFixed(1)} MB in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
    return;
  }
  if (command === 'restore') {
    const file = args.find((a) => !a.startsWith('--'));
    if (!file) throw new Error(USAGE);
    const where = await restoreBackup(file, target);
    console.log(
      target.databaseUrl
        ? `Restored ${file} into ${where}. Start the server with DATABASE_URL pointing at it.`
        : `Restored ${file} into ${where}. Start the server with DATA_DIR=${target.dataDir}.`,
    );
    return;
  }
  throw new Error(USAGE);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
