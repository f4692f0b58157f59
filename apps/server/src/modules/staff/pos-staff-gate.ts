import { POS_STAFF_MESSAGES as M, type StaffPermissionCode, staffMay } from '@rpos/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requireActor } from '../../platform/auth/guards';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { restaurantHasStaff } from './staff.repository';

/**
 * The POS's staff check (decision 0237), run after the route's own guard. With a staff member signed
 * in at the till, the action's code must be theirs. Without one, a restaurant that has staff refuses
 * the POS's changes ('Please sign in with your staff number and PIN.'); one without staff works as the
 * signed-in user, as before. `onlyWhenSignedIn`: a call the back-office shares (deleting a live bill)
 * is checked only when a staff member is at the till.
 */
export function posStaffGate(deps: AppDeps) {
  return (code: StaffPermissionCode | null, options: { onlyWhenSignedIn?: boolean } = {}) =>
    async function staffGate(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
      const actor = requireActor(request);
      const staff = actor.posStaff ?? null;
      if (staff) {
        if (!staffMay({ permissions: staff.permissions.map((c) => ({ code: c })) }, code)) {
          throw new AppError('STAFF_NOT_PERMITTED', M.notPermitted);
        }
        return;
      }
      if (options.onlyWhenSignedIn || !actor.restaurantId) return;
      if (await restaurantHasStaff(deps.database.db, actor.restaurantId)) {
        throw new AppError('STAFF_SIGN_IN_REQUIRED', M.signInRequired);
      }
    };
}
