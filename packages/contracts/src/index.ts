export { latchAccountAbi, latchAccountFactoryAbi, verifyingPaymasterAbi } from './abis'
export { type SmartAccountContracts, smartAccountContracts } from './smartAccountContracts'
