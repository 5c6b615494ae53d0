// bcoin 1.0.2 ships no types; only src/bitcoin/ uses it, through src/bitcoin/bcoin.mjs.
declare module 'bcoin'
