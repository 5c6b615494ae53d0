/** Compresses every script and style under `from` into `to` and lists them in `to/assets.json` (see compressStatic.mjs). */
export function compressStatic(
  from: string,
  to: string,
): Promise<Record<string, { type: string; etag: string }>>
