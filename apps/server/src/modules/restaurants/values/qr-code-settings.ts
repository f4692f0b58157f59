import type { QrSettingsEvent } from '@rpos/domain';
import { dmyToIso, type QrCodeSettingsValue, QrCodeSettingsValue as schema } from '@rpos/domain';
import { saveQrSetting } from '../../availability/availability.repository';
import { findQrSettingRows } from '../../qr-codes/qr-codes.repository';
import { qrSettingsEventOf } from '../../realtime/realtime.service';
import { restaurantValueHandler } from './restaurant-values';

interface SavedQrSetting {
  state: QrSettingsEvent;
  changed: boolean;
}

/**
 * {qrCodeSettings}: [{name, disabled, disabledDate DD/MM/YYYY}] — each listed QR type's ordering
 * switch and 'disable today' date (the restaurant's local date; ordering reopens the next day by
 * itself, online-rules.ts isOrderingClosed). Types left out keep their setting. Each type whose state
 * changed gets its qrSettings event, so an open diner page of that type stops (or reopens) at once.
 */
export const qrCodeSettingsHandler = restaurantValueHandler<QrCodeSettingsValue, SavedQrSetting[]>({
  schema,
  async save(tx, restaurantId, list, deps) {
    const before = new Map(
      (await findQrSettingRows(tx, restaurantId)).map((row) => [
        row.qrType,
        qrSettingsEventOf(row.qrType, row),
      ]),
    );
    const saved: SavedQrSetting[] = [];
    for (const setting of list) {
      const row = await saveQrSetting(
        tx,
        restaurantId,
        setting.name,
        {
          isOrderingDisabled: setting.disabled,
          disabledDate: setting.disabledDate ? dmyToIso(setting.disabledDate) : null,
        },
        deps.now(),
      );
      const state = qrSettingsEventOf(setting.name, row);
      const old = before.get(setting.name) ?? qrSettingsEventOf(setting.name, undefined);
      saved.push({
        state,
        changed:
          old.isOrderingDisabled !== state.isOrderingDisabled || old.disabledDate !== state.disabledDate,
      });
    }
    return saved;
  },
  published: (saved) =>
    saved.filter((s) => s.changed).map((s) => ({ event: 'qrSettings' as const, data: s.state })),
  answer: (saved) =>
    saved.map(({ state }) => ({
      name: state.qrType,
      disabled: state.isOrderingDisabled,
      disabledDate: state.disabledDate,
    })),
});
