import { hasPermission, type PermissionCode } from '@rpos/domain';
import { Navigate, Outlet } from 'react-router';
import { useUser } from '../features/auth/api/use-user';

/**
 * Pages that need a permission code (admin, restaurantAdmin and restaurantGroupAdmin pass); others
 * go to the dashboard instead of meeting the server's 403 (which would send them to sign in).
 */
export function RequirePermission({ code }: { code: PermissionCode }) {
  const user = useUser().data;
  if (!user) return null;
  const actor = { role: user.role, permissions: user.permissions.map((p) => p.code) };
  return hasPermission(actor, code) ? <Outlet /> : <Navigate to="/dashboard" replace />;
}
