/**
 * A JSON-RPC read on a Solana cluster (in the frame, through its RPC proxy): the method and its
 * params, answering the node's result.
 */
export type SolanaRead = (method: string, params: unknown[]) => Promise<unknown>
