export { fundSolanaAccount } from './fundSolanaAccount.mjs'
export { makeSolanaMint, token2022ProgramAddress } from './makeSolanaMint.mjs'
export { sendSolanaTransaction } from './sendSolanaTransaction.mjs'
export {
  solanaLocalnet,
  solanaRpcPort,
  solanaSolUsdPrice,
  solanaUsdl,
  solanaWsPort,
} from './solanaCluster.mjs'
export { solanaDeployment, solanaDeploymentsFilePath, writeSolanaDeployments } from './solanaDeployment.mjs'
export { solanaDevBalanceSol, solanaDevKey, solanaDevKeys } from './solanaDevKeys.mjs'
export { startSolanaCluster } from './startSolanaCluster.mjs'

/** @typedef {import('./solanaDeployment.mjs').SolanaDeployment} SolanaDeployment */
/** @typedef {import('./startSolanaCluster.mjs').SolanaCluster} SolanaCluster */
