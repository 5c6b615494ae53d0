export { gasMarginTransport } from './gasMarginTransport.mjs'
export { messageToText } from './messageToText.mjs'
export { parseRpcTransaction } from './parseRpcTransaction.mjs'

/** @typedef {import('./parseRpcTransaction.mjs').RpcTransaction} RpcTransaction */
