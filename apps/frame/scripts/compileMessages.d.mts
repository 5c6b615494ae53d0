export const cataloguesDir: string
export const compiledDir: string
export function readCatalogues(dir?: string): Record<string, Record<string, Record<string, string>>>
export function messageArguments(message: string): Map<string, boolean>
export function compileCatalogues(
  catalogues: Record<string, Record<string, Record<string, string>>>,
): Record<string, string>
