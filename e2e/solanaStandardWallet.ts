import type { Page } from '@playwright/test'

/**
 * Puts a Solana wallet in the host page before its scripts run, as Phantom's or Solflare's extension
 * does: it registers with Wallet Standard (the `wallet-standard:register-wallet` and `app-ready`
 * events), holds a real Ed25519 key of the browser's WebCrypto, and implements `standard:connect`,
 * `standard:disconnect`, `standard:events` and `solana:signMessage`. Connecting shares its one
 * account; `window.testSolanaWallet.address` tells the test which.
 *
 * @example
 * await addSolanaStandardWallet(page, 'Test Solana Wallet')
 * await page.goto(hostUrl)
 */
export async function addSolanaStandardWallet(page: Page, name: string) {
  await page.addInitScript((walletName: string) => {
    const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
    const base58 = (bytes: Uint8Array) => {
      let value = bytes.reduce((sum, byte) => sum * 256n + BigInt(byte), 0n)
      let text = ''
      while (value > 0n) {
        text = alphabet[Number(value % 58n)] + text
        value /= 58n
      }
      for (const byte of bytes) {
        if (byte !== 0) break
        text = `1${text}`
      }
      return text
    }
    const icon =
      'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><circle cx="4" cy="4" r="4" fill="purple"/></svg>'
    const keys = crypto.subtle.generateKey({ name: 'Ed25519' }, false, [
      'sign',
      'verify',
    ]) as Promise<CryptoKeyPair>
    const ready = keys.then(async ({ publicKey }) => {
      const raw = new Uint8Array(await crypto.subtle.exportKey('raw', publicKey))
      return {
        address: base58(raw),
        publicKey: raw,
        chains: ['solana:localnet'],
        features: ['solana:signMessage'],
      }
    })
    let accounts: unknown[] = []
    const listeners = new Set<(change: { accounts: unknown[] }) => void>()
    const setAccounts = (next: unknown[]) => {
      accounts = next
      for (const listener of listeners) listener({ accounts })
    }
    const wallet = {
      version: '1.0.0',
      name: walletName,
      icon,
      chains: ['solana:localnet'],
      get accounts() {
        return accounts
      },
      features: {
        'standard:connect': {
          version: '1.0.0',
          connect: async ({ silent }: { silent?: boolean } = {}) => {
            if (!silent && accounts.length === 0) setAccounts([await ready])
            return { accounts }
          },
        },
        'standard:disconnect': { version: '1.0.0', disconnect: async () => setAccounts([]) },
        'standard:events': {
          version: '1.0.0',
          on: (_event: 'change', listener: (change: { accounts: unknown[] }) => void) => {
            listeners.add(listener)
            return () => listeners.delete(listener)
          },
        },
        'solana:signMessage': {
          version: '1.0.0',
          signMessage: async ({ message }: { message: Uint8Array<ArrayBuffer> }) => {
            const { privateKey } = await keys
            const signature = new Uint8Array(await crypto.subtle.sign('Ed25519', privateKey, message))
            return [{ signedMessage: message, signature }]
          },
        },
      },
    }
    ready.then(({ address }) => {
      ;(window as unknown as { testSolanaWallet: object }).testSolanaWallet = {
        address,
        disconnect: () => setAccounts([]),
      }
    })
    const callback = ({ register }: { register: (wallet: unknown) => void }) => register(wallet)
    window.addEventListener('wallet-standard:app-ready', (event) => callback((event as CustomEvent).detail))
    window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }))
  }, name)
}
