// The inner loop for a change (docs/testing.md): Biome over the changed files, the type checks of
// the workspaces they touch and of those that depend on them, the Vitest files whose imports reach
// a changed file, and, when asked, Playwright specs against a stack already started with `npm start`.
//
//   npm run test:changed                      # changes since HEAD, committed or not, untracked too
//   npm run test:changed -- --since main      # everything this branch changed
//   npm run test:changed -- --e2e connect.spec.ts --grep "switches network"
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const args = process.argv.slice(2)
const sinceAt = args.indexOf('--since')
const since = sinceAt >= 0 ? args[sinceAt + 1] : 'HEAD'
const e2eAt = args.indexOf('--e2e')
const e2eArgs = e2eAt >= 0 ? args.slice(e2eAt + 1) : undefined
if (!since || (sinceAt >= 0 && e2eAt >= 0 && sinceAt > e2eAt)) {
  console.error('usage: npm run test:changed -- [--since <git ref>] [--e2e <playwright arguments>]')
  process.exit(2)
}

const changed = [
  ...git('diff', '--name-only', '--diff-filter=d', since),
  ...git('ls-files', '--others', '--exclude-standard'),
].filter((file, index, all) => all.indexOf(file) === index && existsSync(join(root, file)))
console.log(`latch: ${changed.length} file(s) changed since ${since}`)

if (changed.length > 0) {
  step('lint', 'npx', ['biome', 'ci', '--no-errors-on-unmatched', ...changed])
  step('type checks', 'npx', [
    'turbo',
    'run',
    'typecheck',
    `--filter=...[${since}]`,
    '--output-logs=errors-only',
  ])
  if (changed.some((file) => !file.startsWith('apps/') && !file.startsWith('packages/')))
    step('type checks (root)', 'npx', ['tsc', '--noEmit', '-p', '.'])
  step('unit tests', 'npx', ['vitest', 'run', '--changed', since, '--passWithNoTests'])
}
if (e2eArgs) step('e2e', 'npx', ['playwright', 'test', ...e2eArgs])

function git(...gitArgs) {
  const result = spawnSync('git', gitArgs, { cwd: root, encoding: 'utf8' })
  if (result.status !== 0) {
    console.error(result.stderr.trim())
    process.exit(2)
  }
  return result.stdout.split('\n').filter(Boolean)
}

function step(name, command, commandArgs) {
  console.log(`\nlatch: ${name}`)
  const result = spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) {
    console.error(`latch: ${name} failed`)
    process.exit(result.status ?? 1)
  }
}
