import type { Db } from '../client';

export interface SeedResult {
  dinerPath: string;
  accounts: { role: string; email: string; password: string }[];
}

// Filled by the demo-data work in progress.
export async function seedDemoDataIfEmpty(_db: Db, _options: { now: Date }): Promise<SeedResult | null> {
  return null;
}
