import { DEFAULT_AREA_NAME, QR_SETTING_TYPES } from '@rpos/domain';
import type { DbOrTx } from '../../../db/client';
import { menuSettings, posPaymentTypes, qrCodeSettings, restaurantAreas } from '../../../db/schema';
import { newId } from '../../../platform/ids';

/** [paymentType, enabled, sort, description]: what a new restaurant's counter takes (decision 0223). */
export const NEW_RESTAURANT_PAYMENT_TYPES: readonly [string, boolean, number, string][] = [
  ['CASH', true, 1, 'Cash'],
  ['VISAMastercard', true, 2, 'Visa and Mastercard'],
  ['EFTPOS', true, 3, 'EFTPOS debit cards'],
  ['AMEX', true, 4, 'American Express'],
  ['Other', false, 99, 'Anything else'],
];

/**
 * The rows a new restaurant (not a group) starts with, in the creating transaction, so its diner URL,
 * QR codes, settings pages and POS answer at once: every QR type open for ordering, the home dialog
 * off, the POS payment types above (no surcharge until the merchant sets one), one floor-plan area and
 * no tables (decision 0370). No hours and no menu: the diner page says closed with an empty menu until
 * both exist (decision 0223).
 */
export async function insertNewRestaurantRows(tx: DbOrTx, restaurantId: string, now: Date): Promise<void> {
  await tx
    .insert(qrCodeSettings)
    .values(
      QR_SETTING_TYPES.map((qrType) => ({ restaurantId, qrType, isOrderingDisabled: false, updatedAt: now })),
    );
  await tx.insert(menuSettings).values({ restaurantId, updatedAt: now });
  await tx
    .insert(restaurantAreas)
    .values({ id: newId(), restaurantId, name: DEFAULT_AREA_NAME, sort: 1, createdAt: now });
  await tx.insert(posPaymentTypes).values(
    NEW_RESTAURANT_PAYMENT_TYPES.map(([paymentType, enabled, sort, description]) => ({
      id: newId(),
      restaurantId,
      paymentType,
      enabled,
      sort,
      description,
      createdAt: now,
      updatedAt: now,
    })),
  );
}
