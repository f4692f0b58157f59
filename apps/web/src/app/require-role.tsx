import type { Role } from '@rpos/domain';
import { Navigate, Outlet } from 'react-router';
import { useUser } from '../features/auth/api/use-user';

/** Pages only some roles may open (the server refuses the rest); others go to the dashboard. */
export function RequireRole({ roles }: { roles: readonly Role[] }) {
  const user = useUser().data;
  if (!user) return null;
  return roles.includes(user.role) ? <Outlet /> : <Navigate to="/dashboard" replace />;
}
