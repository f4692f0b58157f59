import type { RealtimePublisher } from '../realtime/realtime.service';

/**
 * After a committed change of what the diner side reads (profile, hours, surcharges, QR settings,
 * online settings): every open diner page of the restaurant reloads its menu answer, and the diner
 * context cache drops the restaurant (any realtime event does), so the next placeOrder follows it.
 */
export function publishRestaurantChanged(
  realtime: RealtimePublisher,
  restaurantId: string,
  changed: string[],
): Promise<void> {
  return realtime.publish(restaurantId, { event: 'restaurantChanged', data: { changed } });
}
