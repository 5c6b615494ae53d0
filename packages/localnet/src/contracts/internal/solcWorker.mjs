// Runs solc-js off the main thread: a compile takes seconds of synchronous WebAssembly, which
// would otherwise freeze whatever else the process serves (npm start relays its children's output).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parentPort, workerData } from 'node:worker_threads'
import solc from 'solc'

const { input, importDirs } = /** @type {{ input: string, importDirs: Record<string, string> }} */ (
  workerData
)

/**
 * solc asks for each import it does not have among the sources; only the listed packages are read.
 * @param {string} path
 * @returns {{ contents: string } | { error: string }}
 */
function findImports(path) {
  for (const [prefix, dir] of Object.entries(importDirs)) {
    if (!path.startsWith(prefix) || path.includes('..')) continue
    try {
      return { contents: readFileSync(join(dir, path.slice(prefix.length)), 'utf8') }
    } catch (error) {
      return { error: error instanceof Error ? error.message : String(error) }
    }
  }
  return { error: `${path} is not in a package the contracts may import from` }
}

parentPort?.postMessage(solc.compile(input, { import: findImports }))
