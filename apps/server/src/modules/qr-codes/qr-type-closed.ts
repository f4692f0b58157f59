import { isOrderingClosed } from '@rpos/domain';
import type { DbOrTx } from '../../db/client';
import type { QrSettingType } from '../online/online.repository';
import { qrSettingsEventOf } from '../realtime/realtime.service';
import { findQrSettingRows } from './qr-codes.repository';

/**
 * Which of `types` the QR code settings close now (decision 0122): the Disabled switch, or 'disable
 * today' on the restaurant's local date — the rule the online menu types follow (isOrderingClosed).
 */
export async function closedQrTypes<T extends QrSettingType>(
  db: DbOrTx,
  restaurant: { id: string; timezone: string | null },
  types: readonly T[],
  now: Date,
): Promise<Record<T, boolean>> {
  const rows = await findQrSettingRows(db, restaurant.id);
  const out = {} as Record<T, boolean>;
  for (const type of types) {
    const row = rows.find((r) => r.qrType === type);
    out[type] = isOrderingClosed(qrSettingsEventOf(type, row), now, restaurant.timezone);
  }
  return out;
}
