import {
  MERCHANT_MESSAGES as M,
  MERCHANT_DEFAULTS,
  type Merchant,
  type MerchantInput,
  type MerchantListQuery,
  type MerchantListResponse,
  onlinePaymentLabel,
  RESTAURANT_MESSAGES,
  type RestaurantManagersResponse,
} from '@rpos/domain';
import type { DbOrTx } from '../../../db/client';
import type { restaurants } from '../../../db/schema';
import type { StaffActor } from '../../../platform/auth/actor';
import type { AppDeps } from '../../../platform/deps';
import { AppError } from '../../../platform/errors';
import { newId } from '../../../platform/ids';
import type { RealtimePublisher } from '../../realtime/realtime.service';
import { lockRestaurant } from '../my-restaurant.repository';
import { publishRestaurantChanged } from '../restaurant-changes';
import { merchantForActor, visibleMerchantIds } from './merchant-access';
import { insertNewRestaurantRows } from './merchant-setup';
import { profileColumns, restaurantColumns, toMerchant } from './merchant-view';
import {
  findMerchantProfile,
  findMerchantRow,
  hasAdyenAccount,
  identifierTaken,
  insertMerchantRestaurant,
  listGroupMembers,
  listMerchants,
  listRestaurantAccounts,
  setGroupMembers,
  stripeAccountsOf,
  subscriptionSummaries,
  updateMerchantRestaurant,
  upsertMerchantProfile,
} from './merchants.repository';

type RestaurantRow = typeof restaurants.$inferSelect;

/** The restaurant list, the restaurant and group forms, and the managers table (back-office.md §2.11). */
export function createMerchantsService(deps: AppDeps, realtime: RealtimePublisher) {
  const db = deps.database.db;

  async function view(tx: DbOrTx, row: RestaurantRow): Promise<Merchant> {
    const profile = await findMerchantProfile(tx, row.id);
    const stripe = await stripeAccountsOf(tx, [row.id]);
    const adyen = await hasAdyenAccount(tx, row.id);
    const subs = await subscriptionSummaries(tx, row.id);
    const members = row.type === 'restaurantGroup' ? await listGroupMembers(tx, row.id) : [];
    return toMerchant(row, profile, {
      stripeAccountId: stripe.get(row.id) ?? null,
      hasProviderPaymentSettings: adyen,
      subscriptions: subs,
      members,
      publicUrl: deps.config.publicUrl,
    });
  }

  /** The group a restaurant joins (id or identifier), or null; 400 when it is not a group. */
  async function resolveGroup(tx: DbOrTx, value: string | null): Promise<string | null> {
    if (!value) return null;
    const group = await findMerchantRow(tx, value);
    if (group?.type !== 'restaurantGroup') throw new AppError('BAD_REQUEST', M.groupNotFound);
    return group.id;
  }

  /** The member restaurants of a group form (ids or identifiers); 400 for one that is not a restaurant. */
  async function resolveMembers(tx: DbOrTx, values: readonly string[]): Promise<string[]> {
    const ids: string[] = [];
    for (const value of values) {
      const r = await findMerchantRow(tx, value);
      if (r?.type !== 'restaurant') throw new AppError('BAD_REQUEST', RESTAURANT_MESSAGES.notFound);
      ids.push(r.id);
    }
    return [...new Set(ids)];
  }

  return {
    /** GET /restaurants: admin every merchant; others those they may act on; paged by name. */
    async list(actor: StaffActor, query: MerchantListQuery & { page: number; pageSize: number }) {
      const ids = await visibleMerchantIds(db, actor);
      const { rows, total } = await listMerchants(db, {
        ids,
        search: query.search || undefined,
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      const stripe = await stripeAccountsOf(
        db,
        rows.map((r) => r.id),
      );
      const answer: MerchantListResponse = {
        restaurants: rows.map((r) => {
          const stripeAccountId = stripe.get(r.id) ?? null;
          const isTillPaymentEnabled =
            (r.onlineSettings as Record<string, unknown> | null)?.isTillPaymentEnabled === true;
          return {
            id: r.id,
            urlIdentifier: r.urlIdentifier,
            name: r.name,
            type: r.type,
            address: r.address,
            phone: r.phone,
            restaurantAdmin: r.restaurantAdmin,
            merchantType: r.merchantType,
            isOnline: r.isOnline,
            stripeAccountId,
            isTillPaymentEnabled,
            onlinePayment: onlinePaymentLabel({ stripeAccountId, isTillPaymentEnabled }),
            groupName: r.groupName,
            createdAt: r.createdAt.toISOString(),
          };
        }),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
      return answer;
    },

    /** GET /restaurant/{urlIdentifier} (ours): a merchant the actor may act on, else 404. */
    async get(actor: StaffActor, identifier: string): Promise<Merchant> {
      return view(db, await merchantForActor(db, actor, identifier));
    },

    /**
     * POST /restaurant (admin): the restaurant or group with its profile, and for a restaurant the
     * rows it needs to answer at once (merchant-setup.ts). One transaction: all or nothing.
     */
    async create(input: MerchantInput): Promise<Merchant> {
      const now = deps.now();
      const id = newId();
      const created = await db.transaction(async (tx) => {
        if (await identifierTaken(tx, input.urlIdentifier))
          throw new AppError('BAD_REQUEST', M.identifierTaken);
        const groupId = input.type === 'restaurant' ? await resolveGroup(tx, input.groupId) : null;
        const members =
          input.type === 'restaurantGroup' ? await resolveMembers(tx, input.restaurants ?? []) : [];
        const row = await insertMerchantRestaurant(tx, {
          id,
          urlIdentifier: input.urlIdentifier,
          type: input.type,
          groupId,
          currencySymbol: MERCHANT_DEFAULTS.currencySymbol,
          createdAt: now,
          ...restaurantColumns(input, undefined, now),
        });
        await upsertMerchantProfile(tx, profileColumns(id, input, now));
        if (input.type === 'restaurant') await insertNewRestaurantRows(tx, id, now);
        else await setGroupMembers(tx, id, members);
        return view(tx, row);
      });
      return created;
    },

    /** PUT /restaurant/{urlIdentifier} (admin): every field; the identifier and type stay as created. */
    async update(identifier: string, input: MerchantInput): Promise<Merchant> {
      const now = deps.now();
      const row = await findMerchantRow(db, identifier);
      if (!row) throw new AppError('NOT_FOUND', RESTAURANT_MESSAGES.notFound);
      if (input.urlIdentifier.toLowerCase() !== row.urlIdentifier.toLowerCase())
        throw new AppError('BAD_REQUEST', M.identifierFixed);
      const merchant = await db.transaction(async (tx) => {
        const current = await lockRestaurant(tx, row.id);
        if (!current) throw new AppError('NOT_FOUND', RESTAURANT_MESSAGES.notFound);
        const typed: MerchantInput = { ...input, type: current.type };
        const groupId = current.type === 'restaurant' ? await resolveGroup(tx, input.groupId) : null;
        if (groupId === current.id) throw new AppError('BAD_REQUEST', M.groupNotFound);
        const updated = await updateMerchantRestaurant(tx, current.id, {
          ...restaurantColumns(typed, current, now),
          groupId,
        });
        const existing = await findMerchantProfile(tx, current.id);
        await upsertMerchantProfile(tx, {
          ...profileColumns(current.id, typed, now),
          createdAt: existing?.createdAt ?? now,
        });
        if (current.type === 'restaurantGroup' && input.restaurants)
          await setGroupMembers(tx, current.id, await resolveMembers(tx, input.restaurants));
        return view(tx, updated);
      });
      await publishRestaurantChanged(realtime, row.id, ['profile']);
      return merchant;
    },

    /** GET /restaurantManagers[?restaurantId=] (admin): the accounts of that restaurant (or the acting one). */
    async managers(actor: StaffActor, restaurantId: string): Promise<RestaurantManagersResponse> {
      const row = await merchantForActor(db, actor, restaurantId);
      const accounts = await listRestaurantAccounts(db, row.id);
      return {
        managers: accounts.map((u) => ({
          username: u.username,
          firstName: u.firstName,
          lastName: u.lastName,
          email: u.email,
          phone: u.phone,
          role: u.role,
          permissions: u.permissions,
          createdAt: u.createdAt.toISOString(),
        })),
      };
    },
  };
}
