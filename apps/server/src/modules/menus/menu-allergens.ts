import {
  ALLERGEN_MESSAGES,
  type AllergenDef,
  ErrorResponse,
  isKnownAllergen,
  MenuAllergensRequest,
  MenuAllergensResponse,
  parseOptionAllergen,
} from '@rpos/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DbOrTx } from '../../db/client';
import { menuItems, menus, optionGroups, options } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { menuGuard, ownMenu, restaurantOf } from './menu-access';

/** The menu's own allergens (decision 0560). */
export async function findCustomAllergens(db: DbOrTx, menuId: string): Promise<AllergenDef[]> {
  const [row] = await db.select({ custom: menus.customAllergens }).from(menus).where(eq(menus.id, menuId));
  return row?.custom ?? [];
}

/**
 * Refuses a dish's codes or an option's entries (`-code` too) the menu does not know: 400, so a menu's
 * own allergen must be added to it before a dish carries it.
 */
export function checkAllergenCodes(entries: readonly string[], custom: readonly AllergenDef[]): void {
  if (entries.some((e) => !isKnownAllergen(parseOptionAllergen(e).code, custom)))
    throw new AppError('VALIDATION', ALLERGEN_MESSAGES.unknownAllergen);
}

/** Names of the dishes and options still carrying one of these codes (removing them is refused). */
async function usesOf(tx: DbOrTx, menuId: string, codes: readonly string[]): Promise<string[]> {
  if (codes.length === 0) return [];
  const list = sql`array[${sql.join(
    codes.map((c) => sql`${c}`),
    sql`, `,
  )}]::text[]`;
  const signed = sql`array[${sql.join(
    codes.flatMap((c) => [sql`${c}`, sql`${`-${c}`}`]),
    sql`, `,
  )}]::text[]`;
  const dishes = await tx
    .select({ name: menuItems.name })
    .from(menuItems)
    .where(and(eq(menuItems.menuId, menuId), sql`${menuItems.allergens} && ${list}`));
  const opts = await tx
    .select({ name: options.name })
    .from(options)
    .innerJoin(optionGroups, eq(optionGroups.id, options.groupId))
    .where(and(eq(optionGroups.menuId, menuId), sql`${options.allergens} && ${signed}`));
  return [...dishes, ...opts].map((r) => r.name);
}

/** PUT /menuAllergens: the menu's own allergens (GET /menuCategories/{id} answers them with the menu). */
export function registerMenuAllergenRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.database.db;
  const preHandler = menuGuard();
  const schema = { tags: ['menus'], security: [{ session: [] }] };
  const errors = { 400: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };

  api.put(
    '/menuAllergens',
    {
      preHandler,
      schema: {
        ...schema,
        summary: "Replaces the menu's own allergens (a code still on a dish or option stays)",
        body: MenuAllergensRequest,
        response: { 200: MenuAllergensResponse, ...errors },
      },
    },
    async (request) => {
      const { menuId, allergens } = request.body;
      const saved = await db.transaction(async (tx) => {
        const menu = await ownMenu(tx, restaurantOf(request), menuId);
        // Lock the menu row: a dish saved meanwhile cannot take a code this call removes.
        await tx.select({ id: menus.id }).from(menus).where(eq(menus.id, menu.id)).for('update');
        const kept = new Set(allergens.map((a) => a.code));
        const removed = (await findCustomAllergens(tx, menu.id)).filter((a) => !kept.has(a.code));
        const inUse = await usesOf(
          tx,
          menu.id,
          removed.map((a) => a.code),
        );
        if (inUse.length > 0)
          throw new AppError(
            'CONFLICT',
            `${ALLERGEN_MESSAGES.customAllergenInUse} ${[...new Set(inUse)].slice(0, 5).join(', ')}`,
          );
        await tx
          .update(menus)
          .set({ customAllergens: allergens, updatedAt: new Date() })
          .where(eq(menus.id, menu.id));
        return allergens;
      });
      return { allergens: saved, message: ALLERGEN_MESSAGES.saved };
    },
  );
}
