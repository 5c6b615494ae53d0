export { startBundler } from './bundler/startBundler.mjs'
export {
  compileContracts,
  deployContracts,
  deploymentsFilePath,
  recordDeployment,
} from './contracts/index.mjs'
export {
  bundlerAccounts,
  devAccountBalanceEth,
  devAccounts,
  devMnemonic,
  paymasterSignerKey,
} from './devAccounts.mjs'
export { devnetA, devnetB, devnets } from './devnets.mjs'
export { gasMarginTransport } from './devSigning/gasMarginTransport.mjs'
export { freePort } from './internal/freePort.mjs'
export { startAnvil } from './startAnvil.mjs'
export { startDevnets } from './startDevnets.mjs'
export { startSmartAccountDevnet } from './startSmartAccountDevnet.mjs'
