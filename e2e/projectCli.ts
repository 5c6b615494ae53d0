import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { runningDataDir } from './e2eDataDir'

const root = fileURLToPath(new URL('..', import.meta.url))

/**
 * Runs `npm run project -- <args>` the way a developer would while `npm start` runs (the CLI then
 * goes through the frame's admin endpoint), and returns what it printed on stdout.
 */
export function projectCli(...args: string[]): string {
  const result = spawnSync(
    process.execPath,
    [
      'node_modules/tsx/dist/cli.mjs',
      '--tsconfig',
      'apps/frame/tsconfig.json',
      'apps/frame/scripts/project.ts',
      ...args,
    ],
    { cwd: root, encoding: 'utf8', env: dataDirEnv() },
  )
  if (result.status !== 0) throw new Error(`project ${args.join(' ')} failed: ${result.stderr}`)
  return result.stdout.trim()
}

// The CLI reaches a running frame through the admin file in that frame's data directory.
function dataDirEnv(): NodeJS.ProcessEnv {
  const dataDir = runningDataDir()
  return dataDir ? { ...process.env, LATCH_DATA_DIR: dataDir } : process.env
}
