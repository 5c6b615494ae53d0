// The frame serves the SDK's script-tag build at /sdk.js; copy it from the SDK package's build output.
import { copyFileSync, mkdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const here = dirname(fileURLToPath(import.meta.url))
const sdkDir = dirname(createRequire(import.meta.url).resolve('@latch/sdk/package.json'))
mkdirSync(join(here, '..', 'public'), { recursive: true })
copyFileSync(join(sdkDir, 'dist', 'latch.js'), join(here, '..', 'public', 'sdk.js'))
