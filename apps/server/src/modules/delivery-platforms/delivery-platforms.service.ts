import {
  DELIVERY_MESSAGES,
  type DeliveryMenuSource,
  type DeliveryPlatform,
  type DeliveryUpload,
  type DeliveryUploadsQuery,
  type DeliveryUploadsResponse,
  deliverableMenu,
  toFantuanMenu,
  toHungryPandaMenu,
  toUberEatsMenu,
  type UberEatsMenuKind,
  type UploadMenuResponse,
  type UploadUberEatsMenuResponse,
} from '@rpos/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import { buildPublishedMenu } from '../menus/menu-snapshot';
import { findMenuById, loadMenuTree } from '../menus/menus.repository';
import {
  type DeliveryPlatformClients,
  DeliveryPlatformError,
  type PlatformAnswer,
  type PlatformRestaurant,
} from './delivery-platform-client';
import {
  type DeliveryUploadRow,
  findPlatformRestaurant,
  insertDeliveryUpload,
  listDeliveryUploads,
} from './delivery-platforms.repository';

export interface UploadContext {
  db: Db;
  clients: DeliveryPlatformClients;
  /** The acting restaurant (never from the client). */
  restaurantId: string;
  userId: string;
  username: string;
  publicUrl: string;
  now: Date;
}

export function toDeliveryUpload(row: DeliveryUploadRow): DeliveryUpload {
  return {
    id: row.id,
    platform: row.platform,
    menuId: row.menuId,
    menuName: row.menuName,
    kind: row.kind ?? null,
    storeId: row.storeId,
    mode: row.mode,
    status: row.status,
    error: row.error,
    payload: row.payload,
    result: row.result ?? null,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The menu to upload, in the published shape, built from the editor's current rows (unpublished
 * edits included: docs/decisions/0062). 404 unless the menu belongs to the acting restaurant.
 */
async function loadSource(
  ctx: UploadContext,
  menuId: string,
): Promise<{ source: DeliveryMenuSource; restaurant: PlatformRestaurant }> {
  const menu = await findMenuById(ctx.db, menuId);
  if (!menu || menu.restaurantId !== ctx.restaurantId)
    throw new AppError('NOT_FOUND', DELIVERY_MESSAGES.menuNotFound);
  const restaurant = await findPlatformRestaurant(ctx.db, ctx.restaurantId);
  if (!restaurant) throw new AppError('NOT_FOUND', DELIVERY_MESSAGES.menuNotFound);
  const tree = await loadMenuTree(ctx.db, menu);
  const published = buildPublishedMenu(tree, { version: 1, publishedAt: ctx.now });
  if (deliverableMenu(published).length === 0) throw new AppError('BAD_REQUEST', DELIVERY_MESSAGES.emptyMenu);
  return {
    source: {
      menu: published,
      serviceAvailability: menu.serviceAvailability,
      restaurant,
      publicUrl: ctx.publicUrl,
    },
    restaurant,
  };
}

/** Sends (or, offline, records) one upload and writes its row, failed ones too; rethrows failures. */
async function send(
  ctx: UploadContext,
  what: {
    platform: DeliveryPlatform;
    menu: { menuId: string; name: string };
    kind: UberEatsMenuKind | null;
    storeId: string;
    payload: unknown;
    mode: 'offline' | 'live';
  },
  run: () => Promise<PlatformAnswer>,
): Promise<UploadMenuResponse> {
  const base = {
    restaurantId: ctx.restaurantId,
    platform: what.platform,
    menuId: what.menu.menuId,
    menuName: what.menu.name,
    kind: what.kind,
    storeId: what.storeId,
    mode: what.mode,
    payload: what.payload,
    createdByUserId: ctx.userId,
    createdAt: ctx.now,
  };
  let answer: PlatformAnswer;
  try {
    answer = await run();
  } catch (err) {
    if (err instanceof DeliveryPlatformError)
      await insertDeliveryUpload(ctx.db, {
        ...base,
        status: 'failed',
        error: `${err.message} (${err.detail})`,
        result: err.answer ?? null,
      });
    throw err;
  }
  const row = await insertDeliveryUpload(ctx.db, {
    ...base,
    status: what.mode === 'offline' ? 'recorded' : 'sent',
    error: null,
    result: answer,
  });
  return {
    message: DELIVERY_MESSAGES.uploaded[what.platform],
    upload: toDeliveryUpload({ ...row, createdBy: ctx.username }),
  };
}

/**
 * POST /uploadUberEatsMenu/:menuId/:kind. Without a storeId and with several stores it answers the
 * stores (the web app asks which one and calls again); with one store, or a storeId of one of the
 * restaurant's stores, it uploads.
 */
export async function uploadUberEatsMenu(
  ctx: UploadContext,
  menuId: string,
  kind: UberEatsMenuKind,
  storeId: string | undefined,
): Promise<UploadUberEatsMenuResponse> {
  const { source, restaurant } = await loadSource(ctx, menuId);
  const client = ctx.clients.uberEats;
  const stores = await client.listStores(restaurant);
  if (stores.length === 0) throw new AppError('BAD_REQUEST', DELIVERY_MESSAGES.noStores);
  if (!storeId && stores.length > 1) return { stores };
  const store = storeId ? stores.find((s) => s.storeId === storeId) : stores[0];
  if (!store) throw new AppError('BAD_REQUEST', DELIVERY_MESSAGES.unknownStore);
  const payload = toUberEatsMenu(source, kind);
  return send(
    ctx,
    { platform: 'uberEats', menu: source.menu, kind, storeId: store.storeId, payload, mode: client.mode },
    () => client.uploadMenu(store.storeId, payload),
  );
}

/** POST /uploadFantuanMenu/:menuId */
export async function uploadFantuanMenu(ctx: UploadContext, menuId: string): Promise<UploadMenuResponse> {
  const { source, restaurant } = await loadSource(ctx, menuId);
  const client = ctx.clients.fantuan;
  const payload = toFantuanMenu(source);
  return send(
    ctx,
    {
      platform: 'fantuan',
      menu: source.menu,
      kind: null,
      storeId: restaurant.urlIdentifier,
      payload,
      mode: client.mode,
    },
    () => client.uploadMenu(restaurant, payload),
  );
}

/** POST /uploadHungryPandaMenu/:menuId */
export async function uploadHungryPandaMenu(ctx: UploadContext, menuId: string): Promise<UploadMenuResponse> {
  const { source, restaurant } = await loadSource(ctx, menuId);
  const client = ctx.clients.hungryPanda;
  const payload = toHungryPandaMenu(source);
  return send(
    ctx,
    {
      platform: 'hungryPanda',
      menu: source.menu,
      kind: null,
      storeId: restaurant.urlIdentifier,
      payload,
      mode: client.mode,
    },
    () => client.uploadMenu(restaurant, payload),
  );
}

/** GET /deliveryPlatformUploads: the acting restaurant's uploads, newest first. */
export async function listUploads(
  db: Db,
  restaurantId: string,
  q: DeliveryUploadsQuery,
): Promise<DeliveryUploadsResponse> {
  const { rows, total } = await listDeliveryUploads(db, restaurantId, {
    limit: q.pageSize,
    offset: q.page * q.pageSize,
    platform: q.platform,
    menuId: q.menuId,
  });
  return { uploads: rows.map(toDeliveryUpload), total };
}
