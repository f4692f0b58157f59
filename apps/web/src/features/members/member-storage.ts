import { local } from '../../shared/api/storage';

/**
 * The member remembered on this device, per restaurant (decision 0265): localStorage
 * `rpos.member.<restaurantId>` = {memberId, token, firstName}. A memberId from the /online query
 * (diner.md §2) is kept alone until the diner verifies the phone (then the token joins it).
 */
export interface RememberedMember {
  memberId: string;
  token: string | null;
  firstName: string | null;
}

export const memberKey = (restaurantId: string) => `rpos.member.${restaurantId.toLowerCase()}`;

export function readMember(restaurantId: string): RememberedMember | null {
  const raw = local.get(memberKey(restaurantId));
  if (!raw) return null;
  try {
    const data = JSON.parse(raw) as Partial<RememberedMember>;
    if (typeof data.memberId !== 'string' || !data.memberId) return null;
    return {
      memberId: data.memberId,
      token: typeof data.token === 'string' ? data.token : null,
      firstName: typeof data.firstName === 'string' ? data.firstName : null,
    };
  } catch {
    return null;
  }
}

export function rememberMember(restaurantId: string, member: RememberedMember): void {
  local.set(memberKey(restaurantId), JSON.stringify(member));
}

/** The /online memberId query: kept unless this device already knows that member. */
export function rememberMemberId(restaurantId: string, memberId: string): void {
  const known = readMember(restaurantId);
  if (known?.memberId === memberId) return;
  rememberMember(restaurantId, { memberId, token: null, firstName: null });
}

export function forgetMember(restaurantId: string): void {
  local.remove(memberKey(restaurantId));
}
