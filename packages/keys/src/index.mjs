export { deriveEd25519Key } from './deriveEd25519Key.mjs'
