import type { MyRestaurantUpdate, PaymentProviderName } from '@rpos/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { paymentProviderAccounts, restaurants } from '../../db/schema';
import type { RestaurantRow } from './restaurants.repository';

export type ProviderAccountRow = typeof paymentProviderAccounts.$inferSelect;

/** The restaurant row locked for an update in this transaction. */
export async function lockRestaurant(tx: DbOrTx, id: string): Promise<RestaurantRow | undefined> {
  const [row] = await tx.select().from(restaurants).where(eq(restaurants.id, id)).for('update');
  return row;
}

/** PUT /myrestaurant/: the profile columns; isPOSOpenCashEnabled joins posSettings (its other keys kept). */
export async function updateProfile(
  tx: DbOrTx,
  id: string,
  v: MyRestaurantUpdate,
  now: Date,
): Promise<RestaurantRow> {
  const [row] = await tx
    .update(restaurants)
    .set({
      name: v.name,
      altName: v.altName,
      address: v.address,
      addressObject: v.addressObject,
      description: v.restrauntDescription,
      abn: v.abn,
      phone: v.phone,
      latitude: v.latitude ?? v.addressObject?.location?.lat ?? null,
      longitude: v.longitude ?? v.addressObject?.location?.lng ?? null,
      timezone: v.timezone,
      themeColor: v.themeColor,
      websiteStyle: v.websiteStyle,
      notificationEmail: v.notificationEmail,
      isOnline: v.isOnline,
      serviceBell: v.serviceBell,
      takeawayPayment: v.takeawayPayment,
      stripeFeeOnUs: v.stripeFeeOnUs,
      posSurchagesOnUs: v.posSurchagesOnUs,
      orderAheadDisabled: v.orderAheadDisabled,
      isBigMenuImageUsed: v.isBigMenuImageUsed,
      isDineMobileOptional: v.isDineMobileOptional,
      isPOSClientPaymentDisabled: v.isPOSClientPaymentDisabled,
      smsVerify: v.smsVerify,
      posSettings: sql`${restaurants.posSettings} || ${JSON.stringify({ isPOSOpenCashEnabled: v.isPOSOpenCashEnabled })}::jsonb`,
      updatedAt: now,
    })
    .where(eq(restaurants.id, id))
    .returning();
  return row!;
}

export async function updateDeliverySettings(
  db: DbOrTx,
  id: string,
  v: { deliveryServicePhone: string | null; pickupInstructions: string | null },
  now: Date,
): Promise<void> {
  await db
    .update(restaurants)
    .set({ ...v, updatedAt: now })
    .where(eq(restaurants.id, id));
}

export async function setRestaurantLogo(
  db: DbOrTx,
  id: string,
  logoImageId: string | null,
  now: Date,
): Promise<void> {
  await db.update(restaurants).set({ logoImageId, updatedAt: now }).where(eq(restaurants.id, id));
}

export async function setServiceTypes(db: DbOrTx, id: string, serviceTypes: string[]): Promise<void> {
  await db.update(restaurants).set({ serviceTypes, updatedAt: sql`now()` }).where(eq(restaurants.id, id));
}

/** Every provider account of a restaurant, active or not (onboarding in progress). */
export async function listAllProviderAccounts(
  db: DbOrTx,
  restaurantId: string,
): Promise<ProviderAccountRow[]> {
  return db
    .select()
    .from(paymentProviderAccounts)
    .where(eq(paymentProviderAccounts.restaurantId, restaurantId));
}

export async function findProviderAccount(
  db: DbOrTx,
  restaurantId: string,
  provider: PaymentProviderName,
): Promise<ProviderAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentProviderAccounts)
    .where(
      and(
        eq(paymentProviderAccounts.restaurantId, restaurantId),
        eq(paymentProviderAccounts.provider, provider),
      ),
    );
  return row;
}

/** Creates or replaces a restaurant's account with a provider (settings merged into the old ones). */
export async function upsertProviderAccount(
  db: DbOrTx,
  row: {
    restaurantId: string;
    provider: PaymentProviderName;
    accountId: string;
    settings: Record<string, unknown>;
    isActive: boolean;
  },
  now: Date,
): Promise<void> {
  await db
    .insert(paymentProviderAccounts)
    .values({ ...row, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [paymentProviderAccounts.restaurantId, paymentProviderAccounts.provider],
      set: {
        accountId: row.accountId,
        isActive: row.isActive,
        settings: sql`${paymentProviderAccounts.settings} || ${JSON.stringify(row.settings)}::jsonb`,
        updatedAt: now,
      },
    });
}
