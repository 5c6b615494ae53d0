// Checks the frame's import boundaries (apps/frame/README.md, "Boundaries") and exits 1 on any
// violation. Run by `npm run lint`, so by CI: fix the code, not the rules.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

/**
 * Tests and their helpers (`testing/` folders, `test…`, `fake…` and `…Test…` modules) may reach
 * anything; the rules hold for the code that ships.
 */
const isTestFile = (file) =>
  /\.(test|fuzz)\.|(^|\/)testing\/|(^|\/)(test|fake)[A-Z][^/]*$|[a-z]Test[A-Za-z]*\.tsx?$/.test(file)

/** Where the server runs: its own folder, Next's server entries, and the pages' server halves. */
const isServerSide = (file) =>
  /^(server|app|pages)\//.test(file) || /^(instrumentation|proxy)\.ts$/.test(file)

/**
 * Browser runtime the server must never load: the modal's controller, connectors and views, and each
 * feature's flow (`create…Flow`, in the feature's folder beside code the server may share).
 */
const browserRuntime =
  /^(controller|views|components|embed|connectors|wallets\/walletconnect)\/|(^|\/)create[A-Z]\w*Flow\.tsx?$/

/** What may use the controller: itself, and the UI it serves. Connectors, state and domain code get ports. */
const controllerUsers = /^(controller|views|components|embed|app|pages)\//

/** Packages that serve development only (devnets, local services, fixtures). */
const devOnlyPackages = /^@latch\/localnet(\/|$)/

const importPattern =
  /(?:^|\n)\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g

/**
 * The import boundaries broken by a set of source files (paths relative to the frame's `src`, and
 * their text): a module of another folder's `internal/`, a cycle of static imports, browser code
 * importing `server/`, the server importing browser runtime, anything but the controller and the
 * UI importing `controller/`, product code importing a dev-only package. Each violation is one line saying where.
 *
 * @example
 * findViolations(new Map([['views/A.tsx', "import { x } from '@/server/x'"], ['server/x.ts', '']]))
 * // ['views/A.tsx imports server/x.ts: browser code never imports server/']
 */
export function findViolations(sources) {
  const violations = []
  const graph = new Map()
  const resolveImport = (from, specifier) => {
    let base
    if (specifier.startsWith('@/')) base = specifier.slice(2)
    else if (specifier.startsWith('.')) base = relative('/', resolve('/', dirname(from), specifier))
    else return undefined
    return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((candidate) =>
      sources.has(candidate),
    )
  }
  for (const [file, text] of sources) {
    if (isTestFile(file)) continue
    const edges = []
    for (const match of text.matchAll(importPattern)) {
      const specifier = match[1] ?? match[2]
      const dynamic = match[2] !== undefined
      if (devOnlyPackages.test(specifier))
        violations.push(`${file} imports ${specifier}: product code never imports a dev-only package`)
      const target = resolveImport(file, specifier)
      if (!target) continue
      if (!dynamic) edges.push(target)
      const parts = target.split('/')
      const internal = parts.indexOf('internal')
      if (internal >= 0 && !file.startsWith(`${parts.slice(0, internal).join('/')}/`))
        violations.push(`${file} imports ${target}: nothing reaches into another folder's internal/`)
      if (!isServerSide(file) && target.startsWith('server/'))
        violations.push(`${file} imports ${target}: browser code never imports server/`)
      if (target.startsWith('controller/') && !controllerUsers.test(file))
        violations.push(`${file} imports ${target}: only the controller and the UI import controller/`)
      if (file.startsWith('server/') && browserRuntime.test(target))
        violations.push(`${file} imports ${target}: the server never loads the browser's runtime`)
    }
    graph.set(file, edges)
  }
  for (const cycle of cyclesOf(graph)) violations.push(`import cycle: ${cycle.join(' → ')}`)
  return violations
}

// Tarjan's strongly connected components: each one of more than one module (or a module importing
// itself) is a cycle, reported once, from its first module in path order.
function cyclesOf(graph) {
  const index = new Map()
  const low = new Map()
  const stack = []
  const onStack = new Set()
  const cycles = []
  let next = 0
  const visit = (node) => {
    index.set(node, next)
    low.set(node, next++)
    stack.push(node)
    onStack.add(node)
    for (const target of graph.get(node) ?? []) {
      if (!graph.has(target)) continue
      if (!index.has(target)) {
        visit(target)
        low.set(node, Math.min(low.get(node), low.get(target)))
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node), index.get(target)))
    }
    if (low.get(node) !== index.get(node)) return
    const component = []
    let member
    do {
      member = stack.pop()
      onStack.delete(member)
      component.push(member)
    } while (member !== node)
    if (component.length > 1 || graph.get(node)?.includes(node)) cycles.push(component.sort())
  }
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node)
  return cycles
}

/** The frame's sources as findViolations takes them. */
export function readFrameSources(src = fileURLToPath(new URL('../src', import.meta.url))) {
  const sources = new Map()
  for (const file of readdirSync(src, { recursive: true, encoding: 'utf8' }).sort()) {
    const path = join(src, file)
    if (/\.tsx?$/.test(file) && statSync(path).isFile())
      sources.set(file.split('\\').join('/'), readFileSync(path, 'utf8'))
  }
  return sources
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const violations = findViolations(readFrameSources())
  for (const violation of violations) console.error(violation)
  if (violations.length > 0) {
    console.error(
      `\n${violations.length} import boundary violation(s): see apps/frame/README.md, "Boundaries".`,
    )
    process.exit(1)
  }
  console.log('Import boundaries: none broken.')
}
