// Entry of the script tag's Bitcoin bridge (dist/latch-bitcoin.js, served by the frame as
// /sdk-bitcoin.js), which script.ts loads once the page shows a Wallet Standard wallet.
import { announceBitcoinWallets } from './announceBitcoinWallets'

announceBitcoinWallets()
