/** Types of precompress.mjs (the server's tests build their web fixture with it). */
export declare const COMPRESSIBLE_EXTENSIONS: Set<string>;
export declare const PRECOMPRESS_FROM_BYTES: number;
export declare function precompressDir(
  dir: string,
  options?: { minBytes?: number },
): Promise<{ file: string; bytes: number; br?: number; gzip?: number }[]>;
