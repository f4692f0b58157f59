import { local } from './storage';

const CLIENT_ID_KEY = 'clientId';

function randomId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** A random id of this browser, kept in localStorage and sent with every call as the clientId header. */
export function getClientId(): string {
  const existing = local.get(CLIENT_ID_KEY);
  if (existing) return existing;
  const id = randomId();
  local.set(CLIENT_ID_KEY, id);
  return id;
}
