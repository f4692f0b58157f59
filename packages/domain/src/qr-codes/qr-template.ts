import type { QrSettingType } from '../availability/availability.contract';
import { QR_CODE_PX, QR_TEMPLATE_SIZES } from './qr-code-rules';

/**
 * The printed QR template (restaurant-config.md §9: 1240x1754 for non-dine-in, 946x1312 for dine-in,
 * the code 280 px): one layout for the web's PNG and the server's PDF, in template pixels from the top
 * left. Texts are centred on `cx`; `y` is a text's baseline.
 */
export interface QrTemplate {
  width: number;
  height: number;
  cx: number;
  logo: { top: number; size: number };
  name: { y: number; size: number };
  title: { y: number; size: number };
  code: { x: number; y: number; size: number };
  caption: { y: number; size: number };
  url: { y: number; size: number };
}

export function qrTemplate(type: QrSettingType): QrTemplate {
  const { width, height } = type === 'dinein' ? QR_TEMPLATE_SIZES.dinein : QR_TEMPLATE_SIZES.other;
  const at = (fraction: number) => Math.round(height * fraction);
  return {
    width,
    height,
    cx: width / 2,
    logo: { top: at(0.07), size: at(0.16) },
    name: { y: at(0.3), size: at(0.04) },
    title: { y: at(0.37), size: at(0.05) },
    code: { x: Math.round((width - QR_CODE_PX) / 2), y: at(0.42), size: QR_CODE_PX },
    caption: { y: at(0.42) + QR_CODE_PX + at(0.06), size: at(0.03) },
    url: { y: at(0.93), size: at(0.014) },
  };
}

/** The line under the code: what scanning it does. */
export function qrCaption(type: QrSettingType): string {
  if (type === 'booking') return 'Scan to book a table';
  if (type === 'queue') return 'Scan to join the queue';
  if (type === 'onlineMenu') return 'Scan to see our menu and order';
  return 'Scan to order';
}
