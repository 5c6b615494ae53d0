import { existsSync } from 'node:fs'
import path from 'node:path'

/**
 * The folder of the seed's wallet logos: `LATCH_WALLET_LOGOS_DIR` when set, else `catalogue/logos`
 * under apps/frame, found from the working directory (apps/frame under `next start`, the repository
 * root for the test runner).
 */
export function walletLogosDir(): string {
  const override = process.env.LATCH_WALLET_LOGOS_DIR
  // Only known at run time; without the ignore comment Turbopack traces the whole project.
  if (override) return path.resolve(/* turbopackIgnore: true */ override)
  const inApp = path.join(/* turbopackIgnore: true */ process.cwd(), 'catalogue/logos')
  return existsSync(inApp)
    ? inApp
    : path.join(/* turbopackIgnore: true */ process.cwd(), 'apps/frame/catalogue/logos')
}
