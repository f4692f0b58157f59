import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { imageVariants } from '../../db/schema';
import { DISH_IMAGE_SIZE, drawDishPng } from '../../demo/dish-illustration';
import { crc32, encodePng } from '../../demo/png';
import { buildTestApp } from '../../test/test-app';
import { acceptedVariantTypes, makeImageVariants } from './image-variants';
import { insertImages } from './images.repository';

const t = await buildTestApp();

describe('GET /api/images/:id', () => {
  it('serves the stored bytes with their type, an ETag and a year-long immutable cache', async () => {
    const png = drawDishPng({ background: '#f6d7b0', food: '#c0652b', shape: 'dumplings', name: 'Har Gow' });
    const [id] = await insertImages(t.db, [
      { bytes: png, contentType: 'image/png', width: DISH_IMAGE_SIZE, height: DISH_IMAGE_SIZE },
    ]);
    const res = await t.request({ method: 'GET', url: `/api/images/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toMatch(/^"[0-9a-f]{64}"$/);
    expect(Buffer.compare(res.rawPayload, png)).toBe(0);

    const again = await t.request({
      method: 'GET',
      url: `/api/images/${id}`,
      headers: { 'if-none-match': res.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('answers 404 with a code and message for an unknown image', async () => {
    const res = await t.request({ method: 'GET', url: '/api/images/00000000-0000-4000-8000-000000000000' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Image not found' });
  });

  it('refuses content types other than raster images', async () => {
    await expect(
      insertImages(t.db, [
        // biome-ignore lint/suspicious/noExplicitAny: the point is a type the schema refuses
        { bytes: Buffer.from('<svg/>'), contentType: 'image/svg+xml' as any, width: 1, height: 1 },
      ]),
    ).rejects.toThrow();
  });
});

describe('PNG encoder', () => {
  it('writes a valid signature, header and chunk CRCs, deterministically', () => {
    const rgb = new Uint8Array(2 * 2 * 3).fill(200);
    const png = encodePng(2, 2, rgb);
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.subarray(12, 16).toString()).toBe('IHDR');
    expect(png.readUInt32BE(16)).toBe(2);
    expect(png.readUInt32BE(20)).toBe(2);
    const ihdrCrc = png.readUInt32BE(8 + 8 + 13);
    expect(ihdrCrc).toBe((crc32(png.subarray(12, 12 + 4 + 13)) ^ 0xffffffff) >>> 0);
    expect(encodePng(2, 2, rgb).equals(png)).toBe(true);
    // The CRC-32 check value of "123456789".
    expect((crc32(Buffer.from('123456789')) ^ 0xffffffff) >>> 0).toBe(0xcbf43926);
  });

  it('draws the same dish picture every time', () => {
    const dish = { background: '#cde7e4', food: '#8d5a2b', shape: 'cup' as const, name: 'Milk Tea' };
    expect(drawDishPng(dish).equals(drawDishPng(dish))).toBe(true);
  });
});

describe('image variants', () => {
  it('reads Accept as the browsers send it: q=0 refuses, wildcards alone take neither format', () => {
    expect(acceptedVariantTypes('image/avif,image/webp,image/apng,*/*;q=0.8')).toEqual([
      'image/avif',
      'image/webp',
    ]);
    expect(acceptedVariantTypes('image/webp,*/*')).toEqual(['image/webp']);
    expect(acceptedVariantTypes('IMAGE/AVIF;q=0, image/webp;q=0.9')).toEqual(['image/webp']);
    expect(acceptedVariantTypes('image/*,*/*;q=0.8')).toEqual([]);
    expect(acceptedVariantTypes(undefined)).toEqual([]);
  });

  it('keeps only copies smaller than the original and none of bytes it cannot decode', async () => {
    const tiny = encodePng(1, 1, new Uint8Array([10, 20, 30]));
    const made = await makeImageVariants(tiny);
    expect(made.every((v) => v.bytes.length < tiny.length)).toBe(true);
    expect(await makeImageVariants(Buffer.from('not an image at all'))).toEqual([]);
  });

  it('makes the seed a WebP copy only, and serves the original when the copy is gone', async () => {
    const png = drawDishPng({ background: '#fde0a6', food: '#b5651d', shape: 'tarts', name: 'Egg Tart' });
    const variants = await makeImageVariants(png, 'seed');
    expect(variants.map((v) => v.contentType)).toEqual(['image/webp']);
    const [id] = await insertImages(t.db, [
      { bytes: png, contentType: 'image/png', width: DISH_IMAGE_SIZE, height: DISH_IMAGE_SIZE, variants },
    ]);
    const webp = await t.request({
      method: 'GET',
      url: `/api/images/${id}`,
      headers: { accept: 'image/avif,image/webp' },
    });
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.rawPayload.length).toBe(variants[0]!.bytes.length);
    await t.db.delete(imageVariants).where(eq(imageVariants.imageId, id!));
    const png2 = await t.request({
      method: 'GET',
      url: `/api/images/${id}`,
      headers: { accept: 'image/webp' },
    });
    expect(png2.headers['content-type']).toBe('image/png');
    expect(png2.headers.vary).toBe('Accept');
  });
});
