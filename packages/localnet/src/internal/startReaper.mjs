import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

/**
 * @typedef {object} Reaper
 * @property {(pid: number) => void} watch stop this process group if we die without stopping it
 * @property {(pid: number) => void} release it was stopped properly
 */

/**
 * Starts the reaper (see reaper.mjs), which stops the process groups we watch if this process
 * dies before it could stop them itself. It ends by itself when this process ends.
 * @returns {Reaper}
 */
export function startReaper() {
  const reaper = spawn(process.execPath, [fileURLToPath(new URL('./reaper.mjs', import.meta.url))], {
    detached: true,
    // Holding no output pipe of ours, it cannot keep a reader such as Playwright waiting for EOF.
    stdio: ['pipe', 'ignore', 'ignore'],
  })
  reaper.unref()
  const { stdin } = reaper
  // A reaper that could not start must not take start.mjs down with an EPIPE.
  stdin.on('error', () => {})
  return {
    watch: (pid) => {
      stdin.write(`+${pid}\n`)
    },
    release: (pid) => {
      stdin.write(`-${pid}\n`)
    },
  }
}
