/**
 * The local Bitcoin network's CAIP-2 id: `bip122:` and the first 32 hex characters of its genesis
 * block's hash. Every regtest chain starts from the same genesis block, so the id is the same at
 * every start (docs/namespaces.md).
 */
export const bitcoinRegtest = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'

/** Where `npm start` serves the regtest node: its Esplora API, and its JSON-RPC at `POST /`. */
export const bitcoinRpcPort = 18443
