export { bip84Address, bip84Networks, deriveBip84Key, encodeWif } from './deriveBip84Key.mjs'
export { deriveEd25519Key } from './deriveEd25519Key.mjs'
