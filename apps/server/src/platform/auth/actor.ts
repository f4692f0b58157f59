import type { Role } from '@rpos/domain';

/** The signed-in user as every staff route sees it. */
export interface StaffActor {
  userId: string;
  username: string;
  email: string;
  /** 'firstName lastName', or the e-mail without a name: what operation history and staff activities record. */
  name: string;
  role: Role;
  permissions: string[];
  /** The user's own restaurant (or group). */
  ownRestaurantId: string | null;
  /**
   * The restaurant this request acts on: the selected one (PUT /userRestaurantId) when the user may
   * act on it, else their own. Services receive it explicitly; repositories filter by it.
   */
  restaurantId: string | null;
  sessionIdHash: string;
  /**
   * The staff member signed in at this till with staff number and PIN (web POS, decision 0236),
   * when they belong to the restaurant the request acts on: the POS then acts as them.
   */
  posStaff?: PosStaffActor | null;
  /**
   * A manager who approved this one request with their staff number and PIN (decision 0513): set by
   * the POS staff gate when the staff member at the till lacks the action's code.
   */
  posApprover?: PosStaffActor | null;
  /**
   * The account must replace its generated password before any other call answers (decision 0207);
   * absent means false (actors made elsewhere, e.g. in tests).
   */
  mustChangePassword?: boolean;
}

/** A staff member at the POS: what the history names and which POS codes they hold. */
export interface PosStaffActor {
  id: string;
  name: string;
  staffNumber: string;
  permissions: string[];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the session plugin when a valid session cookie came with the request. */
    actor: StaffActor | null;
  }
}
