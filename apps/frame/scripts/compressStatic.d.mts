/** The types of the scripts and styles compressStatic compresses, by file extension. */
export const staticTypes: Record<string, string>
/** Compresses every script and style under `from` into `to` and lists them in `to/assets.json` (see compressStatic.mjs). */
export function compressStatic(
  from: string,
  to: string,
): Promise<Record<string, { type: string; etag: string }>>
