import {
  POS_STAFF_MESSAGES as M,
  MANAGER_APPROVAL_HEADER,
  ManagerApprovalHeader,
  type StaffPermissionCode,
  staffMay,
} from '@rpos/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requireActor } from '../../platform/auth/guards';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { checkStaffPin } from './pos-staff.service';
import { restaurantHasStaff, staffName } from './staff.repository';

const may = (permissions: readonly string[], code: string | null) =>
  staffMay({ permissions: permissions.map((c) => ({ code: c })) }, code);

/**
 * The POS's staff check (decision 0237), run after the route's own guard. With a staff member signed
 * in at the till, the action's code must be theirs, or a manager of the same restaurant approves this
 * one request with their staff number and PIN in the x-manager-approval header (decision 0513):
 * checked with the sign-in's limits, the manager must hold the code, and the request then carries
 * them as `posApprover` (the history and staff activities name both). Without a staff member, a
 * restaurant that has staff refuses the POS's changes ('Please sign in with your staff number and
 * PIN.'); one without staff works as the signed-in user, as before. `onlyWhenSignedIn`: a call the
 * back-office shares (deleting a live bill) is checked only when a staff member is at the till.
 */
export function posStaffGate(deps: AppDeps) {
  return (code: StaffPermissionCode | null, options: { onlyWhenSignedIn?: boolean } = {}) =>
    async function staffGate(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
      const actor = requireActor(request);
      actor.posApprover = null;
      const staff = actor.posStaff ?? null;
      if (staff) {
        if (may(staff.permissions, code)) return;
        const header = request.headers[MANAGER_APPROVAL_HEADER];
        if (header === undefined || !code) {
          throw new AppError('STAFF_NOT_PERMITTED', M.notPermitted, { approvalCode: code });
        }
        const parsed = ManagerApprovalHeader.safeParse(Array.isArray(header) ? header[0] : header);
        if (!parsed.success) throw new AppError('BAD_REQUEST', M.approvalInvalid);
        const approver = await checkStaffPin(
          deps,
          actor,
          parsed.data,
          () => new AppError('STAFF_APPROVAL_FAILED', M.approvalFailed, { approvalCode: code }),
        );
        if (!may(approver.permissions, code)) {
          throw new AppError('STAFF_APPROVAL_FAILED', M.approverNotPermitted, { approvalCode: code });
        }
        actor.posApprover = {
          id: approver.id,
          name: staffName(approver),
          staffNumber: approver.staffNumber,
          permissions: approver.permissions,
        };
        return;
      }
      if (options.onlyWhenSignedIn || !actor.restaurantId) return;
      if (await restaurantHasStaff(deps.database.db, actor.restaurantId)) {
        throw new AppError('STAFF_SIGN_IN_REQUIRED', M.signInRequired);
      }
    };
}
