/** The crop output (restaurant-config.md §9): a 400x400 JPEG at quality 0.95. */
export const CROP_SIZE = 400;
export const CROP_QUALITY = 0.95;
export const MIN_ZOOM = 0.01;
export const MAX_ZOOM = 5;

export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('image'));
    image.src = src;
  });
}

/** Draws `area` of the image into a 400x400 canvas (white behind) and encodes it as JPEG 0.95. */
export async function cropToJpeg(src: string, area: PixelArea): Promise<Blob> {
  const image = await loadImage(src);
  const canvas = document.createElement('canvas');
  canvas.width = CROP_SIZE;
  canvas.height = CROP_SIZE;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('canvas');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, CROP_SIZE, CROP_SIZE);
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, CROP_SIZE, CROP_SIZE);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('encode'))), 'image/jpeg', CROP_QUALITY),
  );
}
