/** The ceiling of /embed's first-load JavaScript, in bytes gzip (see embedSize.mjs). */
export const embedBudget: number
/** The scripts a browser loads with /embed, from the build's manifests, and their sizes. */
export function measureEmbedFirstLoad(build?: string): { files: string[]; raw: number; gzip: number }
