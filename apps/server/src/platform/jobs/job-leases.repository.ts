import type { Database } from '../../db/client';

/**
 * Takes the job's lease for `leaseMs` when it is free (never taken, or its time has come): one
 * statement, so of several instances ticking at once exactly one gets it (PostgreSQL re-checks the
 * WHERE of ON CONFLICT DO UPDATE on the row the other committed). Answers whether this caller got it.
 */
export async function claimJobLease(
  database: Pick<Database, 'query'>,
  name: string,
  leaseMs: number,
  holder: string,
): Promise<boolean> {
  const rows = await database.query<{ name: string }>(
    `insert into job_leases (name, next_run_at, holder, started_at)
       values ($1, now() + $2 * interval '1 millisecond', $3, now())
     on conflict (name) do update
       set next_run_at = excluded.next_run_at, holder = excluded.holder, started_at = excluded.started_at
       where job_leases.next_run_at <= now()
     returning name`,
    [name, Math.max(0, Math.round(leaseMs)), holder],
  );
  return rows.length === 1;
}
