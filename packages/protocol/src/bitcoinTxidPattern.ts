/**
 * A Bitcoin transaction's id as wallets, explorers and Esplora write it: 64 lowercase hex digits
 * (the double SHA-256 of the transaction without its witnesses, bytes reversed).
 *
 * @example
 * bitcoinTxidPattern.test('5f2c'.repeat(16)) // true
 */
export const bitcoinTxidPattern = /^[0-9a-f]{64}$/
