export { devAccountBalanceEth, devAccounts, devMnemonic } from './devAccounts.mjs'
export { devnetA, devnetB, devnets } from './devnets.mjs'
export { startAnvil } from './startAnvil.mjs'
export { startDevnets } from './startDevnets.mjs'
