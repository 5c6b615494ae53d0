import type {
  ChainNamespace,
  HostToFrameType,
  LatchState,
  PayloadOf,
  ResultOf,
  ViewName,
} from '@latch/protocol'

export type { ChainNamespace, LatchState, ViewName }

/**
 * The messages a host may send with `latch.embedded`: the embedded-wallet requests of the protocol
 * (docs/behaviour.md#calls), for a host that drives the login from its own UI. The modal's own messages (`init`,
 * `open`, `close`, `request`, the wallet bridge's) are sent by the SDK itself.
 *
 * @example
 * const type: EmbeddedMessageType = 'connectEmail'
 */
export type EmbeddedMessageType = Exclude<
  HostToFrameType,
  'init' | 'open' | 'close' | 'request' | 'injected.announce' | 'injected.event'
>

/**
 * What a headless message carries, by its type (the protocol's request payload).
 *
 * @example
 * const payload: EmbeddedPayload<'connectOtp'> = { otp: '123456' }
 */
export type EmbeddedPayload<T extends EmbeddedMessageType> = PayloadOf<T>

/**
 * What a headless message resolves with, by its type (the protocol's success payload).
 *
 * @example
 * const user: EmbeddedResult<'getUser'> = await latch.embedded('getUser')
 */
export type EmbeddedResult<T extends EmbeddedMessageType> = ResultOf<T>

// A payload that may be empty (its fields all optional) may be left out.
type EmbeddedArgs<T extends EmbeddedMessageType> =
  Record<never, never> extends EmbeddedPayload<T>
    ? [payload?: EmbeddedPayload<T>]
    : [payload: EmbeddedPayload<T>]

/**
 * The data each EIP-1193 event of `latch.provider` carries.
 *
 * @example
 * const onChain = (chainId: LatchProviderEvents['chainChanged']) => console.log(Number(chainId))
 */
export type LatchProviderEvents = {
  accountsChanged: string[]
  chainChanged: string
  connect: { chainId: string }
  disconnect: { code: number; message: string }
}

/**
 * The EIP-1193 provider of a Latch instance: requests go to the frame, events come from it.
 *
 * @example
 * const accounts = await latch.provider.request({ method: 'eth_requestAccounts' })
 * latch.provider.on('chainChanged', (chainId) => console.log(chainId))
 */
export type LatchProvider = {
  request(args: { method: string; params?: readonly unknown[] | object | undefined }): Promise<unknown>
  on<E extends keyof LatchProviderEvents>(
    event: E,
    listener: (data: LatchProviderEvents[E]) => void,
  ): LatchProvider
  removeListener<E extends keyof LatchProviderEvents>(
    event: E,
    listener: (data: LatchProviderEvents[E]) => void,
  ): LatchProvider
}

/**
 * Options of `latch.open`: `view` is one of the views the modal has (ViewName lists them); the frame
 * refuses another name with 'Unknown view'. `namespace` makes that namespace the active one, so that
 * Connect lists only the wallets that connect it; the frame refuses one it has no network of.
 *
 * @example
 * await latch.open({ view: 'Account' } satisfies OpenOptions)
 */
export type OpenOptions = {
  view?: ViewName | undefined
  /** Connect shows only the wallets of this namespace (`'solana'`: the logins that bring a Solana account). */
  namespace?: ChainNamespace | undefined
}

/**
 * One embedded Latch modal: an overlay iframe, its EIP-1193 provider and the state the frame pushes.
 *
 * @example
 * const latch = createLatch({ projectId: 'latch-dev' })
 * latch.subscribe((state) => console.log(state.status))
 * await latch.open()
 */
export type Latch = {
  /** Shows the modal. Rejects with the project's configuration error, or ProviderDisconnectedError. */
  open(options?: OpenOptions): Promise<void>
  /** Asks the frame to close the modal. */
  close(): Promise<void>
  provider: LatchProvider
  /** Calls `listener` with each state the frame pushes; returns the unsubscribe function. */
  subscribe(listener: (state: LatchState) => void): () => void
  /** The last state the frame pushed, synchronously. */
  getState(): LatchState
  /**
   * Sends one headless embedded-wallet message to the frame (connect by email, device and code, get
   * the user, sign out, update the email, ...): resolves with its success payload, rejects with the
   * frame's error as a ProviderRpcError (`code`, and the server's text as `message`, e.g. 'Invalid
   * code' or 'Please try again after 12 seconds'). The frame checks every payload.
   *
   * @example
   * const { action } = await latch.embedded('connectEmail', { email: 'ada@example.com' })
   * if (action === 'VERIFY_DEVICE') await latch.embedded('connectDevice') // the mailed link was opened
   * await latch.embedded('connectOtp', { otp: '123456' }) // the code the user typed
   * const { address, email } = await latch.embedded('getUser')
   */
  embedded<T extends EmbeddedMessageType>(type: T, ...payload: EmbeddedArgs<T>): Promise<EmbeddedResult<T>>
  /** Removes the iframe, the listeners and the connection. */
  destroy(): void
}
