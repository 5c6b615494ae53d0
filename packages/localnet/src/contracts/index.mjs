export { compileContracts } from './compileContracts.mjs'
export { deployContracts } from './deployContracts.mjs'
export { recordDeployment } from './recordDeployment.mjs'
export { deploymentsFilePath, writeDeployments } from './writeDeployments.mjs'

/** @typedef {import('./compileContracts.mjs').Artifact} Artifact */
/** @typedef {import('./compileContracts.mjs').Artifacts} Artifacts */
/** @typedef {import('./deployContracts.mjs').DeployedPair} DeployedPair */
/** @typedef {import('./deployContracts.mjs').DeployedToken} DeployedToken */
/** @typedef {import('./deployContracts.mjs').Deployment} Deployment */
