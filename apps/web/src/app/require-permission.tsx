import { hasPermission, type PermissionCode } from '@rpos/domain';
import { Navigate, Outlet } from 'react-router';
import { useUser } from '../features/auth/api/use-user';

/**
 * Pages that need a permission check (back-office.md §6: admin, restaurantAdmin and
 * restaurantGroupAdmin pass every check, others need the code); the server refuses the rest too.
 * Others go to the dashboard.
 */
export function RequirePermission({ permission }: { permission: PermissionCode }) {
  const user = useUser().data;
  if (!user) return null;
  const actor = { role: user.role, permissions: user.permissions.map((p) => p.code) };
  return hasPermission(actor, permission) ? <Outlet /> : <Navigate to="/dashboard" replace />;
}
