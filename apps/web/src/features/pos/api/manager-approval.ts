import { MANAGER_APPROVAL_HEADER, managerApprovalValue } from '@rpos/domain';
import { isApiError } from '../../../shared/api/api-error';

/**
 * Manager approval at the POS (decision 0513). A call refused with STAFF_NOT_PERMITTED (the staff
 * member at the till lacks its code) asks, through the dialog the POS layout mounts, for a manager's
 * staff number and PIN, and runs once more with them in the x-manager-approval header; a wrong PIN
 * or a manager without the code asks again with the server's words; cancelling gives the first
 * refusal back to the caller.
 */

export interface ApprovalAsk {
  /** The staff code the action needs (e.g. posVoids). */
  code: string | null;
  /** The server's refusal of the last approval tried. */
  error: string | null;
}
export interface ApprovalCredentials {
  staffNumber: string;
  pin: string;
}
type Asker = (ask: ApprovalAsk) => Promise<ApprovalCredentials | null>;

let asker: Asker | null = null;

/** The POS layout's dialog registers itself here while it is mounted. */
export function setApprovalAsker(next: Asker | null): void {
  asker = next;
}

const codeOf = (error: { body: unknown }): string | null => {
  const body = error.body as { approvalCode?: unknown } | null;
  return typeof body?.approvalCode === 'string' ? body.approvalCode : null;
};

/** Runs a POS call, with a manager's approval when the staff member at the till needs one. */
export async function withApproval<T>(run: (headers: Record<string, string>) => Promise<T>): Promise<T> {
  try {
    return await run({});
  } catch (first) {
    if (!asker || !isApiError(first) || first.code !== 'STAFF_NOT_PERMITTED') throw first;
    const code = codeOf(first);
    let error: string | null = null;
    for (;;) {
      const credentials = await asker({ code, error });
      if (!credentials) throw first;
      try {
        return await run({
          [MANAGER_APPROVAL_HEADER]: managerApprovalValue(credentials.staffNumber, credentials.pin),
        });
      } catch (again) {
        if (!isApiError(again) || !(again.code === 'STAFF_APPROVAL_FAILED' || again.status === 429))
          throw again;
        error = again.message;
      }
    }
  }
}
