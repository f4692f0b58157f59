import { MERCHANT_MESSAGES as M, type UberIntegrationConfig } from '@rpos/domain';
import type { StaffActor } from '../../../platform/auth/actor';
import { actingRestaurantId } from '../../../platform/auth/guards';
import type { AppDeps } from '../../../platform/deps';
import { AppError } from '../../../platform/errors';
import { hashSecret, newSecret } from '../../../platform/ids';
import { merchantForActor } from '../../restaurants/merchants/merchant-access';
import { findRestaurantById } from '../../restaurants/restaurants.repository';
import {
  createLiveUberAuthClient,
  createOfflineUberAuthClient,
  type UberAuthClient,
} from './uber-auth-client';
import {
  findOpenUberState,
  findUberStore,
  insertUberState,
  setUberStore,
  useUberState,
} from './uber-integration.repository';

/** How long an authorisation link stays usable. */
export const UBER_STATE_MINUTES = 15;

/** The OAuth client DELIVERY_PLATFORMS_MODE names. */
export function createUberAuthClient(deps: AppDeps): UberAuthClient {
  const c = deps.config.deliveryPlatforms;
  if (c.mode !== 'live') return createOfflineUberAuthClient(deps.config.publicUrl);
  return createLiveUberAuthClient({
    baseUrl: c.uberEats.baseUrl,
    tokenUrl: c.uberEats.authUrl,
    clientId: c.uberEats.clientId ?? '',
    clientSecret: c.uberEats.clientSecret ?? '',
  });
}

/** GET /uber/auth-url, the callback, GET and DELETE /uber/integration-config (decision 0226). */
export function createUberIntegrationService(deps: AppDeps, client: UberAuthClient) {
  const db = deps.database.db;
  const redirectUri = `${deps.config.publicUrl.replace(/\/$/, '')}/api/uber/callback`;

  /** The restaurant a call names (id or identifier), or the acting one; 404 outside the actor's tenancy. */
  async function target(actor: StaffActor, restaurantId: string | undefined) {
    const row = await merchantForActor(db, actor, restaurantId ?? actingRestaurantId(actor));
    if (row.type !== 'restaurant') throw new AppError('NOT_FOUND', M.notConnected);
    return row;
  }

  return {
    redirectUri,

    /** A single-use state for this restaurant (its hash stored) and the authorisation page's URL. */
    async authUrl(actor: StaffActor, restaurantId: string): Promise<{ authUrl: string }> {
      const row = await target(actor, restaurantId);
      const state = newSecret(24);
      const now = deps.now();
      await insertUberState(db, {
        stateHash: hashSecret(state),
        restaurantId: row.id,
        userId: actor.userId,
        createdAt: now,
        expiresAt: new Date(now.getTime() + UBER_STATE_MINUTES * 60_000),
      });
      return { authUrl: client.authorizeUrl(state, redirectUri) };
    },

    /** The offline consent page's restaurant, or null when the state is unknown, used or expired. */
    async consentRestaurant(state: string) {
      const id = await findOpenUberState(db, hashSecret(state), deps.now());
      return id ? findRestaurantById(db, id) : undefined;
    },

    /** The OAuth callback: uses the state once, exchanges the code, stores the store id. */
    async callback(state: string, code: string | undefined): Promise<{ ok: boolean; message: string }> {
      const restaurantId = await useUberState(db, hashSecret(state), deps.now());
      if (!restaurantId) return { ok: false, message: M.consentExpired };
      if (!code) return { ok: false, message: 'The authorisation was declined.' };
      const row = await findRestaurantById(db, restaurantId);
      if (!row) return { ok: false, message: M.consentExpired };
      const store = await client.connect(code, redirectUri, row);
      await setUberStore(db, row.id, store, deps.now());
      return { ok: true, message: `${row.name} is connected to the Uber Eats store ${store.storeName}.` };
    },

    /** GET /uber/integration-config: the store's integration settings; 404 when not connected. */
    async config(actor: StaffActor, restaurantId: string | undefined): Promise<UberIntegrationConfig> {
      const row = await target(actor, restaurantId);
      const store = await findUberStore(db, row.id);
      if (!store) throw new AppError('NOT_FOUND', M.notConnected);
      const d = await client.posData(store.storeId, row);
      const w = d.webhooks_config ?? {};
      return {
        uberStoreName: store.storeName,
        localRestaurantId: row.urlIdentifier,
        store_id: store.storeId,
        partner_store_id: d.partner_store_id ?? null,
        isConnected: true,
        online_status: d.online_status ?? null,
        pos_integration_enabled: d.pos_integration_enabled ?? false,
        auto_accept_enabled: d.auto_accept_enabled ?? false,
        order_release_enabled: d.order_release_enabled ?? false,
        integration_enabled: d.integration_enabled ?? false,
        integrator_store_id: d.integrator_store_id ?? null,
        integrator_brand_id: d.integrator_brand_id ?? null,
        webhooks_config: {
          webhooks_version: w.webhooks_version ?? '1.0.0',
          schedule_order_webhooks: { is_enabled: w.schedule_order_webhooks?.is_enabled ?? false },
          order_release_webhooks: { is_enabled: w.order_release_webhooks?.is_enabled ?? false },
          delivery_status_webhooks: { is_enabled: w.delivery_status_webhooks?.is_enabled ?? false },
        },
      };
    },

    /** DELETE /uber/integration-config: removes the integration at Uber, then clears the store id. */
    async disconnect(actor: StaffActor, restaurantId: string | undefined): Promise<{ message: string }> {
      const row = await target(actor, restaurantId);
      const store = await findUberStore(db, row.id);
      if (!store) throw new AppError('NOT_FOUND', M.notConnected);
      await client.disconnect(store.storeId);
      await setUberStore(db, row.id, null, deps.now());
      return { message: 'Disconnected successfully' };
    },
  };
}
