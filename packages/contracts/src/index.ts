export { latchAccountAbi, latchAccountFactoryAbi, verifyingPaymasterAbi } from './abis'
