import {
  type CopyMenuRequest,
  MENU_MESSAGES as M,
  type MenuForm,
  type MyMenusQuery,
  type MyMenusResponse,
  mayActOnRestaurant,
  normalizeMenuKinds,
  normalizeServiceAvailability,
  PUBLISH_QR_TYPES,
  type PublishMenuResponse,
  type SaveMenuRequest,
  type SendMenuResponse,
  type StaffMenu,
  type UpdateMenuRequest,
} from '@rpos/domain';
import type { StaffActor } from '../../platform/auth/actor';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { newId } from '../../platform/ids';
import type { RealtimePublisher } from '../realtime/realtime.service';
import { findRestaurantByIdOrIdentifier, loadTenancyIds } from '../users/users.repository';
import { ownMenu } from './menu-access';
import {
  clearOtherMainMenus,
  copyMenuTree,
  deleteMenu,
  hasMainMenu,
  insertMenu,
  latestVersions,
  listMenus,
  type MenuInsert,
  setMenuUnpublished,
  updateMenu,
} from './menu-admin.repository';
import { loadCookingData } from './menu-editor.repository';
import { toStaffMenu } from './menu-staff-views';
import { latestVersionNumber, loadMenuTree, type MenuRow } from './menus.repository';
import { publishMenu } from './menus.service';

/** The columns a menu form (or part of one) sets; kinds normalised per §4 against the current row. */
function menuColumns(form: UpdateMenuRequest, current?: MenuRow): Partial<MenuInsert> {
  const cols: Partial<MenuInsert> = {};
  if (form.menuName !== undefined) cols.name = form.menuName;
  if (form.menuDescription !== undefined) cols.description = form.menuDescription ?? null;
  const kinds = {
    isMainMenu: form.isMainMenu ?? current?.isMainMenu ?? false,
    isSecondaryMenu: form.isSecondaryMenu ?? current?.isSecondaryMenu ?? false,
    isThirdMenu: form.isThirdMenu ?? current?.isThirdMenu ?? false,
    isFourthMenu: form.isFourthMenu ?? current?.isFourthMenu ?? false,
    isFifthMenu: form.isFifthMenu ?? current?.isFifthMenu ?? false,
    isSixthMenu: form.isSixthMenu ?? current?.isSixthMenu ?? false,
  };
  const normalised = normalizeMenuKinds(kinds);
  if ('error' in normalised) throw new AppError('VALIDATION', normalised.error);
  Object.assign(cols, normalised);
  for (const key of ['isDefault', 'isForHubster', 'isMenuVersion2', 'qrCodeType', 'promotionTags'] as const) {
    if (form[key] !== undefined) (cols as Record<string, unknown>)[key] = form[key];
  }
  if (form.serviceAvailability !== undefined) {
    cols.serviceAvailability = normalizeServiceAvailability(form.serviceAvailability);
  }
  return cols;
}

/** The whole menus: list, form, copy and send, publish and unpublish (restaurant-config.md §7). */
export function createMenuAdminService(deps: AppDeps, realtime: RealtimePublisher) {
  const db = deps.database.db;
  const staffMenu = async (menu: MenuRow) => toStaffMenu(menu, await latestVersionNumber(db, menu.id));

  /** Saves the columns; a menu made main takes the flag from the restaurant's other main menu. */
  async function write(
    restaurantId: string,
    menuId: string | null,
    cols: Partial<MenuInsert>,
    createId: string = newId(),
  ): Promise<MenuRow> {
    const now = deps.now();
    return db.transaction(async (tx) => {
      const id = menuId ?? createId;
      if (cols.isMainMenu) await clearOtherMainMenus(tx, restaurantId, id);
      if (menuId) return (await updateMenu(tx, menuId, { ...cols, updatedAt: now }))!;
      return insertMenu(tx, {
        ...(cols as MenuInsert),
        id,
        restaurantId,
        createdAt: now,
        updatedAt: now,
      });
    });
  }

  async function copyInto(
    source: MenuRow,
    targetRestaurantId: string,
    overrides: Partial<MenuInsert>,
  ): Promise<MenuRow> {
    const tree = await loadMenuTree(db, source);
    const cooking = await loadCookingData(db, source.id);
    return db.transaction(async (tx) => {
      const keepMain = source.isMainMenu && !(await hasMainMenu(tx, targetRestaurantId));
      return copyMenuTree(
        tx,
        { ...tree, ...cooking },
        { restaurantId: targetRestaurantId, menu: { isMainMenu: keepMain, ...overrides }, now: deps.now() },
      );
    });
  }

  async function announce(menu: MenuRow, version: number) {
    await realtime.publish(menu.restaurantId, { event: 'menuPublished', data: { menuId: menu.id, version } });
  }

  /** A QR publish names the menu's own QR type; 'none' or another type is refused (§5). */
  function checkQrType(menu: MenuRow, qrType: string | undefined) {
    if (qrType === undefined) return;
    const known = (PUBLISH_QR_TYPES as readonly string[]).includes(qrType);
    if (!known || menu.qrCodeType === 'none' || menu.qrCodeType !== qrType) {
      throw new AppError('VALIDATION', M.qrTypeRequired);
    }
  }

  return {
    /** GET /myMenus: a page of the restaurant's menus, newest first. */
    async list(restaurantId: string, query: MyMenusQuery): Promise<MyMenusResponse> {
      const { rows, total } = await listMenus(db, restaurantId, query);
      return {
        menus: rows.map((r) => toStaffMenu(r.menu, r.version)),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    async get(restaurantId: string, menuId: string): Promise<StaffMenu> {
      return staffMenu(await ownMenu(db, restaurantId, menuId));
    },

    /** POST /myMenu: creates, or updates the restaurant's menu of that id. */
    async save(restaurantId: string, body: SaveMenuRequest): Promise<StaffMenu> {
      const { id, ...form } = body;
      const existing = id ? await ownMenuOrNone(restaurantId, id) : undefined;
      const cols = menuColumns(form as MenuForm, existing);
      return staffMenu(await write(restaurantId, existing ? existing.id : null, cols, id ?? newId()));
    },

    /** PUT /myMenu/{menuId}: any part of the form, or only the service availability. */
    async update(restaurantId: string, menuId: string, body: UpdateMenuRequest): Promise<StaffMenu> {
      const menu = await ownMenu(db, restaurantId, menuId);
      return staffMenu(await write(restaurantId, menu.id, menuColumns(body, menu)));
    },

    /** DELETE /myMenu/{id} (admin): everything under the menu goes with it. */
    async remove(restaurantId: string, menuId: string): Promise<void> {
      const menu = await ownMenu(db, restaurantId, menuId);
      await db.transaction((tx) => deleteMenu(tx, menuId));
      if (menu.isPublished) await announce(menu, 0);
    },

    /** POST /copyMenu/{id} (admin): a copy in another restaurant (a test restaurant for Copy To Test). */
    async copy(restaurantId: string, menuId: string, body: CopyMenuRequest): Promise<StaffMenu> {
      const menu = await ownMenu(db, restaurantId, menuId);
      // The target may be named by its id or its url identifier, as PUT /userRestaurantId takes it.
      const target = await findRestaurantByIdOrIdentifier(db, body.restaurantId);
      if (target?.type !== 'restaurant' || (body.isCopyToTest && !target.isTest)) {
        throw new AppError('VALIDATION', M.selectRestaurant);
      }
      return staffMenu(await copyInto(menu, target.id, {}));
    },

    /** POST /sendMenu/{menuId} (restaurantGroupAdmin): a copy to each chosen restaurant of the group. */
    async send(
      actor: StaffActor,
      restaurantId: string,
      menuId: string,
      targets: string[],
    ): Promise<SendMenuResponse> {
      const menu = await ownMenu(db, restaurantId, menuId);
      const tenancy = await loadTenancyIds(db, { id: actor.userId, restaurantId: actor.ownRestaurantId });
      const ctx = { role: actor.role, ownRestaurantId: actor.ownRestaurantId, ...tenancy };
      const ids: string[] = [];
      for (const value of new Set(targets)) {
        const target = await findRestaurantByIdOrIdentifier(db, value);
        if (target?.type !== 'restaurant' || !mayActOnRestaurant(ctx, target.id)) {
          throw new AppError('FORBIDDEN', M.selectRestaurant);
        }
        ids.push(target.id);
      }
      const unique = [...new Set(ids)];
      const sent: SendMenuResponse['menus'] = [];
      for (const id of unique) sent.push({ restaurantId: id, menuId: (await copyInto(menu, id, {})).id });
      return { message: M.sent, menus: sent };
    },

    /**
     * PUT /publishMenu/{menuId}[/{qrType}] and PUT /publishSecondaryMenu/{menuId}: a new immutable
     * version, then `menuPublished` on the restaurant's topic (diners reload; caches drop).
     */
    async publish(
      restaurantId: string,
      menuId: string,
      qrType: string | undefined,
      userId: string,
    ): Promise<PublishMenuResponse> {
      checkQrType(await ownMenu(db, restaurantId, menuId), qrType);
      const result = await publishMenu(db, menuId, { now: deps.now(), userId });
      const menu = await ownMenu(db, restaurantId, menuId);
      await announce(menu, result.version);
      return { message: M.published, menu: toStaffMenu(menu, result.version), version: result.version };
    },

    /** DELETE /unpublishMenu/{menuId}[/{qrType}]: diners stop being served it (versions are kept). */
    async unpublish(
      restaurantId: string,
      menuId: string,
      qrType: string | undefined,
    ): Promise<PublishMenuResponse> {
      checkQrType(await ownMenu(db, restaurantId, menuId), qrType);
      const menu = (await db.transaction((tx) => setMenuUnpublished(tx, menuId, deps.now())))!;
      const version = (await latestVersions(db, [menuId])).get(menuId) ?? 0;
      await announce(menu, version);
      return { message: M.unpublished, menu: toStaffMenu(menu, version), version };
    },
  };

  async function ownMenuOrNone(restaurantId: string, id: string): Promise<MenuRow | undefined> {
    try {
      return await ownMenu(db, restaurantId, id);
    } catch (err) {
      if (err instanceof AppError && err.code === 'NOT_FOUND') return undefined;
      throw err;
    }
  }
}

export type MenuAdminService = ReturnType<typeof createMenuAdminService>;
