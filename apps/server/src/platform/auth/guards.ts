import { hasPermission, type PermissionCode, type Role, USER_MESSAGES } from '@rpos/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import type { StaffActor } from './actor';

export interface GuardOptions {
  /** The permission code the route needs (admin, restaurantAdmin and restaurantGroupAdmin pass). */
  permission?: PermissionCode;
  /** Only these roles may call the route. */
  roles?: readonly Role[];
  /** The route acts on a restaurant: refuse when the user has none selected. */
  needsRestaurant?: boolean;
  /** The route answers an account that must still change its generated password (GET /user, PUT /userPwd). */
  duringPasswordChange?: boolean;
}

/**
 * Throws unless the request is signed in; returns the actor. An account that must still replace its
 * generated password gets a 403 PASSWORD_CHANGE_REQUIRED everywhere but the routes that allow it
 * (decision 0207).
 */
export function requireActor(
  request: FastifyRequest,
  options: Pick<GuardOptions, 'duringPasswordChange'> = {},
): StaffActor {
  if (!request.actor) throw new AppError('UNAUTHENTICATED', 'Please sign in.');
  if (request.actor.mustChangePassword && !options.duringPasswordChange) {
    throw new AppError('PASSWORD_CHANGE_REQUIRED', USER_MESSAGES.passwordChangeRequired);
  }
  return request.actor;
}

/**
 * The one check every staff route runs: signed in, role allowed, permission code held, and (when
 * needed) a restaurant to act on. Use as `preHandler: staffOnly({ permission: 'orders' })`.
 */
export function staffOnly(options: GuardOptions = {}) {
  return async function staffGuard(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const actor = requireActor(request, options);
    if (options.roles && !options.roles.includes(actor.role)) {
      throw new AppError('FORBIDDEN', 'You do not have permission to do this.');
    }
    if (options.permission && !hasPermission(actor, options.permission)) {
      throw new AppError('FORBIDDEN', 'You do not have permission to do this.');
    }
    if (options.needsRestaurant && !actor.restaurantId) {
      throw new AppError('BAD_REQUEST', 'Please select a restaurant');
    }
  };
}

/** The restaurant the actor acts on, or a 400 when none is selected. */
export function actingRestaurantId(actor: StaffActor): string {
  if (!actor.restaurantId) throw new AppError('BAD_REQUEST', 'Please select a restaurant');
  return actor.restaurantId;
}
