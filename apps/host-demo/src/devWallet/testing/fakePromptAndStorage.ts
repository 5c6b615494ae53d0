import { vi } from 'vitest'
import type { DevWalletStorage } from '../createDevWallet'
import type { DevWalletPrompt } from '../DevWalletPrompt'

/**
 * What a dev wallet is made with, for its tests: storage in memory, and a prompt that answers
 * `approve` to every question and records each one in `prompts`.
 *
 * @example
 * const { storage, prompt, prompts } = fakePromptAndStorage()
 */
export function fakePromptAndStorage(approve = true) {
  const values = new Map<string, string>()
  const storage: DevWalletStorage = {
    get: (name) => values.get(name) ?? null,
    set: (name, value) => void values.set(name, value),
  }
  const prompts: DevWalletPrompt[] = []
  const prompt = vi.fn(async (request: DevWalletPrompt) => {
    prompts.push(request)
    return approve
  })
  return { storage, prompt, prompts }
}
