import {
  GO_LIVE_MESSAGES,
  type GoLiveResponse,
  missingForGoLive,
  RESTAURANT_MESSAGES,
  type SetupChecklistResponse,
  setupChecklist,
} from '@rpos/domain';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import type { RealtimePublisher } from '../realtime/realtime.service';
import { publishRestaurantChanged } from '../restaurants/restaurant-changes';
import { readSetupFacts, setOnline } from './setup.repository';

async function facts(deps: AppDeps, restaurantId: string) {
  const found = await readSetupFacts(deps.database.db, restaurantId);
  if (!found) throw new AppError('NOT_FOUND', RESTAURANT_MESSAGES.notFound);
  return found;
}

/** GET /setupChecklist: each step from the restaurant's data, and whether it may go live. */
export async function getSetupChecklist(
  deps: AppDeps,
  restaurantId: string,
): Promise<SetupChecklistResponse> {
  const f = await facts(deps, restaurantId);
  return { urlIdentifier: f.urlIdentifier, isOnline: f.isOnline, ...setupChecklist(f.done) };
}

/** POST /goLive: isOnline on once the steps ordering needs are done; otherwise says what is missing. */
export async function goLive(
  deps: AppDeps,
  realtime: RealtimePublisher,
  restaurantId: string,
): Promise<GoLiveResponse> {
  const f = await facts(deps, restaurantId);
  const missing = missingForGoLive(f.done);
  if (missing.length > 0) throw new AppError('BAD_REQUEST', GO_LIVE_MESSAGES.missing(missing), { missing });
  if (!f.isOnline) {
    await setOnline(deps.database.db, restaurantId);
    await publishRestaurantChanged(realtime, restaurantId, ['isOnline']);
  }
  return { isOnline: true, message: GO_LIVE_MESSAGES.live };
}
