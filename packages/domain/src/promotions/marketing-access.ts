import type { Role } from '../auth/access';

/**
 * Who may use the Marketing calls (back-office.md §2.13, README ruling; decision 0250): an admin, or
 * the one internal account whose e-mail equals MARKETING_ACCOUNT_EMAIL (compared without case).
 * Everyone else is refused, whatever their role — the calls, not only the sidebar.
 */
export function canUseMarketing(
  actor: { role: Role | string; email?: string | null },
  marketingAccountEmail: string | null | undefined,
): boolean {
  if (actor.role === 'admin') return true;
  if (!marketingAccountEmail || !actor.email) return false;
  return actor.email.trim().toLowerCase() === marketingAccountEmail.trim().toLowerCase();
}
