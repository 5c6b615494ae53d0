import { Worker } from 'node:worker_threads'

/**
 * Compiles a solc standard JSON input in a worker thread.
 * @param {string} input the standard JSON input
 * @param {Record<string, string>} [importDirs] where imports starting with each prefix are read,
 *   e.g. `{ '@openzeppelin/contracts/': '/repo/node_modules/@openzeppelin/contracts' }`
 * @returns {Promise<string>} the standard JSON output
 */
export function runSolc(input, importDirs = {}) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./solcWorker.mjs', import.meta.url), {
      workerData: { input, importDirs },
    })
    worker.once('message', (output) => {
      resolve(String(output))
      worker.terminate()
    })
    worker.once('error', reject)
    worker.once('exit', (code) => reject(new Error(`solc worker exited with code ${code} before answering`)))
  })
}
