import type { LatchState, ViewName } from '@latch/protocol'

export type { LatchState, ViewName }

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
 * Options of `latch.open`.
 *
 * @example
 * await latch.open({ view: 'Account' } satisfies OpenOptions)
 */
export type OpenOptions = { view?: ViewName | undefined }

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
  /** Removes the iframe, the listeners and the connection. */
  destroy(): void
}
