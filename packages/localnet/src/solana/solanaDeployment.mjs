import { dirname, join } from 'node:path'
import { writeFileAtomically } from '../contracts/internal/writeFileAtomically.mjs'
import { deploymentsFilePath } from '../contracts/writeDeployments.mjs'
import { solanaLocalnet, solanaSolUsdPrice, solanaUsdl } from './solanaCluster.mjs'

/**
 * @typedef {object} SolanaDeployedToken
 * @property {string} mint
 * @property {string} symbol
 * @property {string} name
 * @property {number} decimals
 * @property {number} usdPrice a fixed reference price: the local cluster has no pools
 */

/**
 * What the frame's server reads of a local Solana cluster, as the deployments file tells it what
 * the devnets hold.
 * @typedef {object} SolanaDeployment
 * @property {string} caipNetworkId
 * @property {string} genesisHash this start's, for a reader that wants to tell two starts apart
 * @property {number} nativeUsdPrice SOL's reference price in USD
 * @property {SolanaDeployedToken[]} tokens the SPL tokens made at start
 */

/**
 * The local cluster's deployment: USDL, and SOL's reference price.
 * @param {string} genesisHash
 * @returns {SolanaDeployment}
 */
export function solanaDeployment(genesisHash) {
  return {
    caipNetworkId: solanaLocalnet,
    genesisHash,
    nativeUsdPrice: solanaSolUsdPrice,
    tokens: [
      {
        mint: solanaUsdl.mint.address,
        symbol: solanaUsdl.symbol,
        name: solanaUsdl.name,
        decimals: solanaUsdl.decimals,
        usdPrice: 1,
      },
    ],
  }
}

/**
 * Where the Solana deployments file is: `solana.json` beside the deployments file.
 * @param {string} root the repository root
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {string}
 */
export function solanaDeploymentsFilePath(root, env = process.env) {
  return join(dirname(deploymentsFilePath(root, env)), 'solana.json')
}

/**
 * Writes the Solana deployments file (CAIP-2 id to SolanaDeployment) so that a reader never sees it
 * half written.
 * @param {string} filePath
 * @param {SolanaDeployment[]} deployments
 * @returns {Promise<void>}
 */
export function writeSolanaDeployments(filePath, deployments) {
  const byNetwork = Object.fromEntries(
    deployments.map((deployment) => [deployment.caipNetworkId, deployment]),
  )
  return writeFileAtomically(filePath, `${JSON.stringify(byNetwork, null, 2)}\n`)
}
