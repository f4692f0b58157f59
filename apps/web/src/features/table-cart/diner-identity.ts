import { DINER_NICKNAME_MAX } from '@rpos/domain';
import { local } from '../../shared/api/storage';

/**
 * Who this phone is at a shared table (issue 32): a random dinerId made once and kept in local storage
 * (the server keeps only a tag derived from it) and the name the others see beside this phone's dishes.
 */
const ID_KEY = 'rpos.dinerId';
const NAME_KEY = 'rpos.dinerNickname';
const VALID_ID = /^[A-Za-z0-9_-]{16,64}$/;

export function dinerId(): string {
  const saved = local.get(ID_KEY);
  if (saved && VALID_ID.test(saved)) return saved;
  const made = crypto.randomUUID();
  local.set(ID_KEY, made);
  return made;
}

export const readNickname = (): string => (local.get(NAME_KEY) ?? '').trim().slice(0, DINER_NICKNAME_MAX);

export function saveNickname(nickname: string): void {
  local.set(NAME_KEY, nickname.trim().slice(0, DINER_NICKNAME_MAX));
}
