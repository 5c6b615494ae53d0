/**
 * What a flow that moves the account's funds (send, swap, buy) takes from the controller: the
 * wallet, the node, and the refreshes of what Account shows once funds moved.
 */
export type TransactionFlowDeps = {
  /**
   * An EIP-1193 request to the connected wallet, through the request policy; a Solana method's
   * params are one object, as WalletConnect's Solana JSON-RPC words them.
   */
  request(args: { method: string; params?: unknown[] | Record<string, unknown> }): Promise<unknown>
  /** A read-only call to the active network's node. */
  readRpc(method: string, params: unknown[]): Promise<unknown>
  /** Fetches the account's balances again (`force`: read afresh, after a transaction). */
  refreshBalances(options: { force?: boolean }): Promise<void>
  /** Fetches the account's activity again, where the frame has an Activity list. */
  refreshActivity?: (() => unknown) | undefined
  /** How often and how long a receipt is waited for; 25 s by default (docs/behaviour.md#constants-and-limits). */
  receipt?: { pollMs: number; timeoutMs: number }
}
