// Entry of the script tag's Solana bridge (dist/latch-solana.js, served by the frame as
// /sdk-solana.js), which script.ts loads once the page shows a Wallet Standard wallet.
import { announceSolanaWallets } from './announceSolanaWallets'

announceSolanaWallets()
