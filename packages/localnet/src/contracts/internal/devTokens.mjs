/**
 * @typedef {'USDL' | 'WETH' | 'LTCH' | 'LBTC'} DevTokenSymbol
 */

/**
 * @typedef {object} DevToken
 * @property {DevTokenSymbol} symbol
 * @property {string} name
 * @property {number} decimals
 * @property {number} usdPrice what its pools are seeded at
 * @property {string} funding what every dev account gets, in whole tokens
 */

/**
 * The tokens of every devnet, in the order the Deployment lists them. USDL is the USD
 * stablecoin through whose pools every token gets a USD price.
 * @type {readonly DevToken[]}
 */
export const devTokens = [
  { symbol: 'USDL', name: 'Latch USD', decimals: 6, usdPrice: 1, funding: '100000' },
  { symbol: 'WETH', name: 'Wrapped Ether', decimals: 18, usdPrice: 3000, funding: '100' },
  { symbol: 'LTCH', name: 'Latch Token', decimals: 18, usdPrice: 2, funding: '50000' },
  { symbol: 'LBTC', name: 'Latch Bitcoin', decimals: 8, usdPrice: 60_000, funding: '2' },
]

/**
 * @typedef {object} DevPoolSide
 * @property {DevTokenSymbol} symbol
 * @property {string} amount seeded, in whole tokens
 */

/** Two tokens, seeded at their USD prices. @typedef {readonly [DevPoolSide, DevPoolSide]} DevPool */

/**
 * The pools, in the order they are created. They hold millions of dollars a side, so that
 * swapping one of any token moves its price by a fraction of a percent.
 * @type {readonly DevPool[]}
 */
export const devPools = [
  [
    { symbol: 'WETH', amount: '1000' },
    { symbol: 'USDL', amount: '3000000' },
  ],
  [
    { symbol: 'LTCH', amount: '1000000' },
    { symbol: 'USDL', amount: '2000000' },
  ],
  [
    { symbol: 'LBTC', amount: '1000' },
    { symbol: 'USDL', amount: '60000000' },
  ],
  [
    { symbol: 'WETH', amount: '500' },
    { symbol: 'LTCH', amount: '750000' },
  ],
]
