export { announceNearWallets } from './announceNearWallets'
