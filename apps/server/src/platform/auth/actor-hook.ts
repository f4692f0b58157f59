import { actingRestaurant, isRole } from '@rpos/domain';
import type { FastifyInstance } from 'fastify';
import { findPosStaffActor } from '../../modules/staff/pos-staff.repository';
import { findUserById, loadTenancyIds } from '../../modules/users/users.repository';
import { readSession, SESSION_COOKIE } from './sessions';

/** Sets request.actor from the session cookie on every API request (null when not signed in). */
export function registerActorHook(app: FastifyInstance): void {
  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const session = await readSession(app, request.cookies[SESSION_COOKIE]);
    if (!session) return;
    const db = app.deps.database.db;
    const user = await findUserById(db, session.userId);
    if (!user || !isRole(user.role)) return;
    // The session's own choice first (two devices, two restaurants; decision 0375), else the user's last.
    const selected = session.selectedRestaurantId ?? user.selectedRestaurantId;
    const needsTenancy = user.role !== 'admin' && selected && selected !== user.restaurantId;
    const ids = needsTenancy
      ? await loadTenancyIds(db, user)
      : { groupRestaurantIds: [], assignedRestaurantIds: [] };
    const restaurantId = actingRestaurant(
      { role: user.role, ownRestaurantId: user.restaurantId, ...ids },
      selected,
    );
    request.actor = {
      userId: user.id,
      username: user.username,
      email: user.email,
      name: `${user.firstName} ${user.lastName}`.trim() || user.email,
      role: user.role,
      permissions: user.permissions,
      ownRestaurantId: user.restaurantId,
      restaurantId,
      sessionIdHash: session.idHash,
      posStaff:
        session.posStaffId && restaurantId
          ? await findPosStaffActor(db, session.posStaffId, restaurantId)
          : null,
      mustChangePassword: user.mustChangePassword,
    };
  });
}
