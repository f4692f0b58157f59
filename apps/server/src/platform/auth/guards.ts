import { hasPermission, type PermissionCode, type Role, USER_MESSAGES } from '@rpos/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
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
  const guard = async function staffGuard(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
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
  return whoGuard(guard);
}

/** Marks a hook that checks who is calling (and nothing of the request's body, query or params). */
export const WHO_GUARD = Symbol('whoGuard');

/**
 * Marks a route guard that reads only the session (not the body, query or params): it then runs
 * before the body is parsed and validated (registerGuardsFirst). staffOnly's guards are marked.
 */
export function whoGuard<F extends (...args: never[]) => unknown>(guard: F): F {
  return Object.assign(guard, { [WHO_GUARD]: true as const });
}

const isWhoGuard = (h: unknown): boolean =>
  typeof h === 'function' && (h as unknown as Record<symbol, unknown>)[WHO_GUARD] === true;

/**
 * Who before what (decision 0392): every route's staff guard (staffOnly, declared as a preHandler)
 * runs as the route's onRequest hook instead — after the session is read, before the body is parsed
 * and validated — so a signed-in user without the permission gets 403 whatever the body, and a
 * caller without a session 403 before any 400. Register before the routes.
 */
export function registerGuardsFirst(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const pre = route.preHandler;
    const list = Array.isArray(pre) ? pre : pre ? [pre] : [];
    const guards = list.filter(isWhoGuard);
    if (guards.length === 0) return;
    const rest = list.filter((h) => !isWhoGuard(h));
    route.preHandler = rest.length ? rest : undefined;
    const onRequest = route.onRequest;
    const before = Array.isArray(onRequest) ? onRequest : onRequest ? [onRequest] : [];
    route.onRequest = [...before, ...guards] as RouteOptions['onRequest'];
  });
}

/** The restaurant the actor acts on, or a 400 when none is selected. */
export function actingRestaurantId(actor: StaffActor): string {
  if (!actor.restaurantId) throw new AppError('BAD_REQUEST', 'Please select a restaurant');
  return actor.restaurantId;
}
