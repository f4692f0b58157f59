import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

/**
 * Starts bench/support/bench-server.ts in a child process and resolves with its base URL once it
 * listens. BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" passes node flags to it.
 */
export function startBenchServer(
  /** Environment of this server on top of this process's (e.g. BENCH_DB_URL for a second instance). */
  env: NodeJS.ProcessEnv = {},
): Promise<{ child: ChildProcess; base: string; databaseUrl?: string; printerPort?: number }> {
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'bench/support/bench-server.ts'], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((ok, fail) => {
    child.stdout?.on('data', (d: Buffer) => {
      const m = /READY (\d+) (\S+) (\S+)/.exec(d.toString());
      if (m)
        ok({
          child,
          base: `http://127.0.0.1:${m[1]}`,
          databaseUrl: m[2] === '-' ? undefined : m[2],
          printerPort: m[3] === '-' ? undefined : Number(m[3]),
        });
    });
    child.on('exit', (code) => fail(new Error(`bench server exited with ${code}`)));
  });
}
