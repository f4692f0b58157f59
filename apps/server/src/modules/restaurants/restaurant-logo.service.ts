import { MY_RESTAURANT_MESSAGES as M, RESTAURANT_MESSAGES } from '@rpos/domain';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { detectImage, MAX_IMAGE_BYTES } from '../images/image-content';
import { makeImageVariants } from '../images/image-variants';
import { deleteImageIfUnused, imageUrl, insertImages } from '../images/images.repository';
import type { RealtimePublisher } from '../realtime/realtime.service';
import { lockRestaurant, setRestaurantLogo } from './my-restaurant.repository';
import { publishRestaurantChanged } from './restaurant-changes';
import { findRestaurantById } from './restaurants.repository';

/** The image id an imageName header names: the logo's URL (/api/images/{id}, absolute or not) or the id. */
export function imageIdOf(imageName: string): string {
  const path = imageName.split(/[?#]/)[0]!.replace(/\/+$/, '');
  return path.slice(path.lastIndexOf('/') + 1);
}

/** The restaurant logo (restaurant-config.md §2.1): PNG or JPEG by its bytes, served with WebP/AVIF copies. */
export function createRestaurantLogoService(deps: AppDeps, realtime: RealtimePublisher) {
  const db = deps.database.db;

  async function ownRestaurant(restaurantId: string, urlIdentifier?: string) {
    const row = await findRestaurantById(db, restaurantId);
    // A group has a logo too (back-office.md §3: the group form has the restaurant's basics).
    if (!row) throw new AppError('NOT_FOUND', RESTAURANT_MESSAGES.notFound);
    if (urlIdentifier !== undefined && row.urlIdentifier.toLowerCase() !== urlIdentifier.toLowerCase())
      throw new AppError('FORBIDDEN', M.wrongRestaurant);
    return row;
  }

  return {
    /** POST /restaurant/image/{urlIdentifier}: replaces the logo; the old one goes when nothing else uses it. */
    async upload(restaurantId: string, urlIdentifier: string, bytes: Buffer): Promise<{ imageUrl: string }> {
      await ownRestaurant(restaurantId, urlIdentifier);
      if (bytes.length > MAX_IMAGE_BYTES) throw new AppError('VALIDATION', M.imageTooLarge);
      const content = detectImage(bytes);
      if (!content) throw new AppError('VALIDATION', M.wrongImageFormat);
      const variants = await makeImageVariants(bytes);
      const imageId = await db.transaction(async (tx) => {
        const row = await lockRestaurant(tx, restaurantId);
        const [id] = await insertImages(tx, [{ bytes, ...content, restaurantId, variants }]);
        await setRestaurantLogo(tx, restaurantId, id!, deps.now());
        if (row?.logoImageId) await deleteImageIfUnused(tx, row.logoImageId);
        return id!;
      });
      await publishRestaurantChanged(realtime, restaurantId, ['logo']);
      return { imageUrl: imageUrl(imageId) };
    },

    /** DELETE /restaurant/image: removes the logo the header names (it must be this restaurant's). */
    async remove(restaurantId: string, imageName: string): Promise<{ message: string }> {
      const row = await ownRestaurant(restaurantId);
      const id = imageIdOf(imageName);
      if (!row.logoImageId || row.logoImageId !== id) throw new AppError('NOT_FOUND', M.logoNotFound);
      await db.transaction(async (tx) => {
        await setRestaurantLogo(tx, restaurantId, null, deps.now());
        await deleteImageIfUnused(tx, id);
      });
      await publishRestaurantChanged(realtime, restaurantId, ['logo']);
      return { message: 'Deleted successfully!' };
    },
  };
}
