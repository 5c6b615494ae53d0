// Runs before `npm start` and `npm test`: installs the workspace's packages when they are
// missing or older than the lock file, using only Node itself (nothing may be installed yet).
import { spawnSync } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const marker = join(root, 'node_modules', '.package-lock.json')
const lock = join(root, 'package-lock.json')

const stale = !existsSync(marker) || (existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs)
if (stale) {
  console.log('latch: installing packages (npm install)…')
  const result = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
