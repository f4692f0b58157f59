import { QR_ERROR_CORRECTION, type QrSettingType, qrCaption, qrTemplate } from '@rpos/domain';
import { toCanvas } from 'qrcode';

export interface QrTemplateInput {
  type: QrSettingType;
  /** What the code holds: the URL the diner opens. */
  url: string;
  /** The big line above the code: the table's name or the QR type's label. */
  title: string;
  restaurantName: string;
  /** Same-origin logo URL (/api/images/...), or null. */
  logoUrl: string | null;
}

const INK = '#212121';
const FONT = 'Roboto, Helvetica, Arial, sans-serif';

function loadImage(src: string): Promise<HTMLImageElement | null> {
  return new Promise((resolve) => {
    const img = new Image();
    img.onload = () => resolve(img);
    // A logo that does not load leaves the template without it rather than failing the download.
    img.onerror = () => resolve(null);
    img.src = src;
  });
}

/**
 * The printed template as a PNG (restaurant-config.md §9): 946x1312 for dine-in, 1240x1754 otherwise,
 * the code 280 px at error-correction level H, with the restaurant's logo and name. The layout is the
 * domain's qrTemplate, which the server's PDF uses too.
 */
export async function renderQrTemplatePng(input: QrTemplateInput): Promise<Blob> {
  const t = qrTemplate(input.type);
  const canvas = document.createElement('canvas');
  canvas.width = t.width;
  canvas.height = t.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('Canvas is not available');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, t.width, t.height);

  const logo = input.logoUrl ? await loadImage(input.logoUrl) : null;
  if (logo?.width && logo.height) {
    const scale = Math.min(t.logo.size / logo.width, t.logo.size / logo.height);
    const w = logo.width * scale;
    const h = logo.height * scale;
    ctx.drawImage(logo, t.cx - w / 2, t.logo.top, w, h);
  }

  ctx.fillStyle = INK;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'alphabetic';
  const text = (value: string, px: number, weight: number, y: number) => {
    ctx.font = `${weight} ${px}px ${FONT}`;
    ctx.fillText(value, t.cx, y, t.width * 0.9);
  };
  text(input.restaurantName, t.name.size, 700, t.name.y);
  text(input.title, t.title.size, 700, t.title.y);

  const code = document.createElement('canvas');
  await toCanvas(code, input.url, {
    width: t.code.size,
    errorCorrectionLevel: QR_ERROR_CORRECTION,
    margin: 4,
    color: { dark: '#000000', light: '#ffffff' },
  });
  ctx.imageSmoothingEnabled = false;
  ctx.drawImage(code, t.code.x, t.code.y, t.code.size, t.code.size);

  text(qrCaption(input.type), t.caption.size, 400, t.caption.y);
  text(input.url, t.url.size, 400, t.url.y);

  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('PNG export failed'))), 'image/png'),
  );
}

/** Hands a file to the browser's download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/** File names as a print shop would want them: restaurant, type or table. */
export const pngFileName = (urlIdentifier: string, what: string): string =>
  `${urlIdentifier}-${what}-qr.png`.replace(/[^A-Za-z0-9._-]+/g, '-');
