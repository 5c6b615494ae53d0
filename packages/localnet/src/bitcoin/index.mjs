export { bitcoinDevBalanceBtc, bitcoinDevKey, bitcoinDevKeys, bitcoinMinerKey } from './bitcoinDevKeys.mjs'
export { bitcoinRegtest, bitcoinRpcPort } from './bitcoinRegtest.mjs'
export { fundBitcoinAddress } from './fundBitcoinAddress.mjs'
export { startBitcoinRegtest } from './startBitcoinRegtest.mjs'
export { verifyBip322Simple } from './verifyBip322Simple.mjs'

/** @typedef {import('./bitcoinDevKeys.mjs').BitcoinDevKey} BitcoinDevKey */
/** @typedef {import('./startBitcoinRegtest.mjs').BitcoinRegtest} BitcoinRegtest */
