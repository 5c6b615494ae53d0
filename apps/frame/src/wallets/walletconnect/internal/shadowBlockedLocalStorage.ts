/** A Storage that keeps its values in memory, for the page's life. */
function createMemoryStorage(): Storage {
  const values = new Map<string, string>()
  return {
    get length() {
      return values.size
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => {
      values.delete(key)
    },
    setItem: (key, value) => {
      values.set(key, String(value))
    },
  }
}

/**
 * WalletConnect's storage module reads `window.localStorage` as it loads, and in a cross-site frame
 * whose browser blocks third-party storage that read throws, so the SDK cannot even be imported.
 * The connector keeps WalletConnect's state in the frame's storage module, never in localStorage;
 * where the read throws, an empty in-memory Storage stands in so that the import succeeds. Call it
 * only after the frame's storage module has probed the real localStorage.
 *
 * @example
 * shadowBlockedLocalStorage(window)
 * const { UniversalProvider } = await import('@walletconnect/universal-provider')
 */
export function shadowBlockedLocalStorage(target: { localStorage: Storage } | undefined): void {
  if (!target) return
  try {
    void target.localStorage
    return
  } catch {
    Object.defineProperty(target, 'localStorage', { value: createMemoryStorage(), configurable: true })
  }
}
