import { readFile } from 'node:fs/promises'
import { writeDeployments } from './writeDeployments.mjs'

/**
 * Puts one chain's Deployment into the deployments file, keeping the other chains' entries.
 * An unreadable file is replaced: it is generated, and each devnet's deploy writes its entry.
 * Not safe against concurrent calls for the same file (read, then write): record chains one
 * after the other.
 * @param {string} filePath
 * @param {import('./deployContracts.mjs').Deployment} deployment
 * @returns {Promise<Record<string, import('./deployContracts.mjs').Deployment>>} the file's new content
 */
export async function recordDeployment(filePath, deployment) {
  const deployments = { ...(await readDeployments(filePath)), [String(deployment.chainId)]: deployment }
  await writeDeployments(filePath, deployments)
  return deployments
}

/**
 * @param {string} filePath
 * @returns {Promise<Record<string, import('./deployContracts.mjs').Deployment>>}
 */
async function readDeployments(filePath) {
  try {
    const parsed = JSON.parse(await readFile(filePath, 'utf8'))
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return parsed
  } catch {
    // Missing or corrupt: start afresh.
  }
  return {}
}
