// The frame serves the SDK's script-tag build at /sdk.js, and the Solana and Bitcoin bridges it loads
// at /sdk-solana.js and /sdk-bitcoin.js; copy them from the SDK package's build output.
import { copyFileSync, mkdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const here = dirname(fileURLToPath(import.meta.url))
const sdkDir = dirname(createRequire(import.meta.url).resolve('@latch/sdk/package.json'))
mkdirSync(join(here, '..', 'public'), { recursive: true })
for (const [built, served] of [
  ['latch.js', 'sdk.js'],
  ['latch-solana.js', 'sdk-solana.js'],
  ['latch-bitcoin.js', 'sdk-bitcoin.js'],
])
  copyFileSync(join(sdkDir, 'dist', built), join(here, '..', 'public', served))
