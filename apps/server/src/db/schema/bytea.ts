import { customType } from 'drizzle-orm/pg-core';

/** PostgreSQL bytea as a Node Buffer, with either driver (pg answers a Buffer, PGlite a Uint8Array). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array | string }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => {
    if (typeof value === 'string') return Buffer.from(value.replace(/^\\x/, ''), 'hex');
    return Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength);
  },
});
