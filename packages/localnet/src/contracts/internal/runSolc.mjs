import { Worker } from 'node:worker_threads'

/**
 * Compiles a solc standard JSON input in a worker thread.
 * @param {string} input the standard JSON input
 * @returns {Promise<string>} the standard JSON output
 */
export function runSolc(input) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./solcWorker.mjs', import.meta.url), { workerData: input })
    worker.once('message', (output) => {
      resolve(String(output))
      worker.terminate()
    })
    worker.once('error', reject)
    worker.once('exit', (code) => reject(new Error(`solc worker exited with code ${code} before answering`)))
  })
}
