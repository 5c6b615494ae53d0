import type { DevWalletPrompt } from './DevWalletPrompt'

/** One request waiting for the user's answer. */
export type PendingPrompt = { readonly id: number; readonly request: DevWalletPrompt }

/** The requests the dev wallet waits on, shown one at a time, oldest first. */
export type PromptQueue = {
  /** Queues a request; resolves with the user's answer. Pass it to createDevWallet as `prompt`. */
  ask(request: DevWalletPrompt): Promise<boolean>
  /** The request shown now; the same object until it is answered. */
  current(): PendingPrompt | undefined
  /** Answers the request shown now and moves to the next. */
  answer(approved: boolean): void
  subscribe(listener: () => void): () => void
}

/**
 * Creates the queue between the dev wallet and its panel. Its `subscribe` and `current`
 * fit React's useSyncExternalStore.
 */
export function createPromptQueue(): PromptQueue {
  const waiting: { prompt: PendingPrompt; resolve: (approved: boolean) => void }[] = []
  const listeners = new Set<() => void>()
  let nextId = 0
  const notify = () => {
    for (const listener of listeners) listener()
  }

  return {
    ask(request) {
      nextId += 1
      const prompt = { id: nextId, request }
      return new Promise((resolve) => {
        waiting.push({ prompt, resolve })
        notify()
      })
    },
    current: () => waiting[0]?.prompt,
    answer(approved) {
      const shown = waiting.shift()
      if (!shown) return
      shown.resolve(approved)
      notify()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}
