import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, it } from 'vitest'
import { checkPackageTypes } from './checkPackageTypes.mjs'
import { buildTypes } from './internal/buildTypes.mjs'

const sdk = join(dirname(fileURLToPath(import.meta.url)), '..')

it('packs types that a strict consumer outside the workspace type-checks, naming no private package', async () => {
  // The unit tests may run before the build: the declarations are all the check needs.
  if (!existsSync(join(sdk, 'dist', 'index.d.ts'))) await buildTypes(sdk)
  const files = await checkPackageTypes()
  expect(files).toEqual(expect.arrayContaining(['index.d.ts', 'wagmi.d.ts', 'server.d.ts', 'protocol.d.ts']))
}, 60_000)
