/** Error codes carried by protocol errors: the EIP-1193 provider codes and the JSON-RPC ones. */
export const errorCodes = {
  userRejectedRequest: 4001,
  unauthorized: 4100,
  unsupportedMethod: 4200,
  disconnected: 4900,
  chainDisconnected: 4901,
  unrecognizedChain: 4902,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internal: -32603,
} as const

/** One of the protocol's error codes. */
export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes]
