export { gasMarginTransport } from './gasMarginTransport.mjs'
export { messageToText } from './messageToText.mjs'
export { parseRpcTransaction } from './parseRpcTransaction.mjs'
export { psbtPayments, regtestAddressFormat } from './psbtPayments.mjs'
export { sendSolanaWire } from './sendSolanaWire.mjs'
export { signSolanaTransaction } from './signSolanaTransaction.mjs'

/** @typedef {import('./parseRpcTransaction.mjs').RpcTransaction} RpcTransaction */
