export { announceBitcoinWallets } from './announceBitcoinWallets'
