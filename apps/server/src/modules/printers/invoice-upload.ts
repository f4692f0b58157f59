import { PRINTING_MESSAGES as M } from '@rpos/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors';
import { MAX_IMAGE_BYTES } from '../images/image-content';

/** The bytes of the multipart file field `image` (or the first file). */
export async function readUploadedImage(request: FastifyRequest): Promise<Buffer> {
  let bytes: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5 } })) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname === 'image' || bytes === null) bytes = data;
      }
    }
  } catch {
    throw new AppError('VALIDATION', M.uploadFailed);
  }
  if (!bytes || bytes.length === 0) throw new AppError('VALIDATION', M.uploadFailed);
  return bytes;
}
