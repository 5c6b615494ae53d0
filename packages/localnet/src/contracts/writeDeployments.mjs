import { join, resolve } from 'node:path'
import { writeFileAtomically } from './internal/writeFileAtomically.mjs'

/**
 * Writes the deployments file (chain id to Deployment) so that a reader never sees it half written.
 * @param {string} filePath
 * @param {Record<string, import('./deployContracts.mjs').Deployment>} deployments
 * @returns {Promise<void>}
 */
export function writeDeployments(filePath, deployments) {
  return writeFileAtomically(filePath, `${JSON.stringify(deployments, null, 2)}\n`)
}

/**
 * Where the deployments file is: `<root>/.latch/deployments.json`, or `LATCH_DEPLOYMENTS_FILE`.
 * A relative `LATCH_DEPLOYMENTS_FILE` is taken from `root`, not from the working directory, so
 * that processes started in different folders (the frame runs in apps/frame) agree on it.
 * @param {string} root the repository root
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {string}
 */
export function deploymentsFilePath(root, env = process.env) {
  const override = env.LATCH_DEPLOYMENTS_FILE
  return override ? resolve(root, override) : join(root, '.latch/deployments.json')
}
