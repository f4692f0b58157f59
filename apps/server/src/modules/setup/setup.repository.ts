import type { SetupStep } from '@rpos/domain';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  displayClients,
  menus,
  openHours,
  paymentProviderAccounts,
  posPaymentTypes,
  printers,
  restaurantSetupMarks,
  restaurants,
  restaurantTables,
  staff,
  users,
} from '../../db/schema';

export interface SetupFacts {
  urlIdentifier: string;
  isOnline: boolean;
  done: Record<SetupStep, boolean>;
}

const exists = (table: unknown, where: ReturnType<typeof sql>) =>
  sql<boolean>`exists (select 1 from ${table} where ${where})`;

/** Every step of the checklist from the restaurant's own data, in one statement. */
export async function readSetupFacts(db: DbOrTx, restaurantId: string): Promise<SetupFacts | undefined> {
  const r = restaurants;
  const [row] = await db
    .select({
      urlIdentifier: r.urlIdentifier,
      isOnline: r.isOnline,
      profile: sql<boolean>`(btrim(coalesce(${r.name}, '')) <> '' and btrim(coalesce(${r.address}, '')) <> '')`,
      logo: sql<boolean>`(${r.logoImageId} is not null)`,
      openHours: exists(openHours, sql`${openHours.restaurantId} = ${r.id}`),
      menu: exists(menus, sql`${menus.restaurantId} = ${r.id} and ${menus.isPublished}`),
      tables: exists(
        restaurantTables,
        sql`${restaurantTables.restaurantId} = ${r.id} and ${restaurantTables.archivedAt} is null`,
      ),
      qrCodes: exists(
        restaurantSetupMarks,
        sql`${restaurantSetupMarks.restaurantId} = ${r.id} and ${restaurantSetupMarks.step} = 'qrCodes'`,
      ),
      paymentTypes: exists(
        posPaymentTypes,
        sql`${posPaymentTypes.restaurantId} = ${r.id} and ${posPaymentTypes.enabled}`,
      ),
      cardPayments: exists(
        paymentProviderAccounts,
        sql`${paymentProviderAccounts.restaurantId} = ${r.id} and ${paymentProviderAccounts.isActive}`,
      ),
      printer: sql<boolean>`(${exists(printers, sql`${printers.restaurantId} = ${r.id}`)} or ${exists(
        displayClients,
        sql`${displayClients.restaurantId} = ${r.id}`,
      )})`,
      staff: sql<boolean>`(${exists(staff, sql`${staff.restaurantId} = ${r.id} and ${staff.deletedAt} is null`)} or ${exists(
        users,
        sql`${users.restaurantId} = ${r.id} and ${users.role} in ('restaurantManager', 'restaurantStaff')`,
      )})`,
    })
    .from(r)
    .where(eq(r.id, restaurantId));
  if (!row) return undefined;
  const { urlIdentifier, isOnline, ...done } = row;
  return { urlIdentifier, isOnline, done };
}

/** Records a step that leaves no other trace (the QR PDF downloaded). */
export async function markSetupStep(
  db: DbOrTx,
  restaurantId: string,
  step: SetupStep,
  now: Date,
): Promise<void> {
  await db.insert(restaurantSetupMarks).values({ restaurantId, step, doneAt: now }).onConflictDoNothing();
}

export async function setOnline(db: DbOrTx, restaurantId: string): Promise<void> {
  await db.update(restaurants).set({ isOnline: true }).where(eq(restaurants.id, restaurantId));
}
