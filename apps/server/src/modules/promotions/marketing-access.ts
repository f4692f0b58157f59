import { canUseMarketing } from '@rpos/domain';
import type { FastifyRequest } from 'fastify';
import type { StaffActor } from '../../platform/auth/actor';
import { requireActor, whoGuard } from '../../platform/auth/guards';
import type { Config } from '../../platform/config';
import { AppError } from '../../platform/errors';

/**
 * The guard of every Marketing call (promotions, vouchers, member search; decision 0250): signed
 * in, admin or the one MARKETING_ACCOUNT_EMAIL account, and a restaurant to act on. Everyone else
 * gets a 403, whatever their role.
 */
export function marketingOnly(config: Pick<Config, 'marketingAccountEmail'>) {
  return whoGuard(async function marketingGuard(request: FastifyRequest): Promise<void> {
    const actor = requireActor(request);
    if (!canUseMarketing(actor, config.marketingAccountEmail)) {
      throw new AppError('FORBIDDEN', 'You do not have permission to do this.');
    }
    if (!actor.restaurantId) throw new AppError('BAD_REQUEST', 'Please select a restaurant');
  });
}

/** The restaurant a Marketing call acts on (the guard made sure there is one). */
export function marketingRestaurantId(request: FastifyRequest): string {
  const actor: StaffActor = requireActor(request);
  if (!actor.restaurantId) throw new AppError('BAD_REQUEST', 'Please select a restaurant');
  return actor.restaurantId;
}
