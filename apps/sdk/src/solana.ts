export { announceSolanaWallets } from './announceSolanaWallets'
export {
  createSolanaWallet,
  type LatchSolanaWallet,
  type SolanaWalletOptions,
} from './createSolanaWallet'
export { registerSolanaWallet } from './registerSolanaWallet'
