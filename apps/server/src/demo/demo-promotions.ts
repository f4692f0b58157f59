import type { DbOrTx } from '../db/client';
import { promotions } from '../db/schema';
import { makeImageVariants } from '../modules/images/image-variants';
import { imageRow, insertImageRows } from '../modules/images/images.repository';
import { newId } from '../platform/ids';
import { DISH_IMAGE_SIZE, drawDishPng } from './dish-illustration';

/** The demo promotion's app deep link (the landing's "Promotions" button opens it). */
export const DEMO_PROMOTION_DEEP_LINK = 'rpos://promotions/goldendragon';

/**
 * Golden Dragon's demo promotion, enabled and open-ended, with a generated picture: the diner's
 * menu opens on the promotion landing (diner.md §2).
 */
export async function insertDemoPromotions(
  tx: DbOrTx,
  options: { restaurantId: string; now: Date },
): Promise<void> {
  const image = imageRow({
    bytes: drawDishPng({ background: '#e91e63', food: '#f3c14b', shape: 'dumplings', name: 'Yum cha' }),
    contentType: 'image/png',
    width: DISH_IMAGE_SIZE,
    height: DISH_IMAGE_SIZE,
    restaurantId: options.restaurantId,
  });
  image.variants = await makeImageVariants(image.bytes, 'seed');
  await insertImageRows(tx, [image]);
  await tx.insert(promotions).values({
    id: newId(),
    restaurantId: options.restaurantId,
    type: 'buyNFree',
    name: 'Yum cha 5+1',
    description: 'Buy 5 yum cha dishes and get the 6th free. Dine-in and takeaway.',
    isEnabled: true,
    forOneItem: true,
    isFreeItem: true,
    maxAmount: 1500,
    expiryDays: 30,
    imageId: image.id,
    deepLink: DEMO_PROMOTION_DEEP_LINK,
    createdAt: options.now,
    updatedAt: options.now,
  });
}
