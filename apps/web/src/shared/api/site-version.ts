import { WEBSITE_VERSION } from '@rpos/domain';
import { api } from './api-client';
import { local, session } from './storage';

/** Where the server's site version is kept (diner.md §4 "Site version and bots"). */
export const SITE_VERSION_KEY = 'websiteVersion';
/** Set before the one reload for a version, so a mismatch can never loop. */
export const SITE_VERSION_RELOAD_KEY = 'websiteVersionReloadedFor';

export type SiteVersionOutcome = 'current' | 'reloading' | 'stale' | 'unknown';

export interface SiteVersionDeps {
  fetchServerVersion?: () => Promise<number>;
  reload?: () => void;
}

async function fetchServerVersion(): Promise<number> {
  const health = await api.get<{ websiteVersion: number }>('/health', { allowForbidden: true });
  return health.websiteVersion;
}

/**
 * Compares the bundle's WEBSITE_VERSION with the server's (GET /health). A stale bundle reloads the
 * page once per server version (guarded in sessionStorage); the server's version is kept in localStorage.
 */
export async function checkSiteVersion(deps: SiteVersionDeps = {}): Promise<SiteVersionOutcome> {
  let serverVersion: number;
  try {
    serverVersion = await (deps.fetchServerVersion ?? fetchServerVersion)();
  } catch {
    return 'unknown';
  }
  if (typeof serverVersion !== 'number' || !Number.isFinite(serverVersion)) return 'unknown';
  local.set(SITE_VERSION_KEY, String(serverVersion));
  if (serverVersion === WEBSITE_VERSION) {
    session.remove(SITE_VERSION_RELOAD_KEY);
    return 'current';
  }
  if (session.get(SITE_VERSION_RELOAD_KEY) === String(serverVersion)) return 'stale';
  session.set(SITE_VERSION_RELOAD_KEY, String(serverVersion));
  (deps.reload ?? (() => window.location.reload()))();
  return 'reloading';
}
