import { ed25519 } from '@noble/curves/ed25519'
import { base58, base64 } from '@scure/base'
import { getWallets } from '@wallet-standard/app'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { announceSolanaWallets } from './announceSolanaWallets'
import { createSolanaWallet } from './createSolanaWallet'
import { fakeStandardWallet, fakeWalletIcon } from './internal/testing/fakeStandardWallet'
import {
  listenForAnnouncements,
  type AnnouncedProvider as Provider,
} from './internal/testing/listenForAnnouncements'
import type { Latch } from './Latch'

const icon = fakeWalletIcon
const secret = ed25519.utils.randomPrivateKey()
const address = base58.encode(ed25519.getPublicKey(secret))

// A Wallet Standard wallet with a real ed25519 key, as Phantom or Solflare registers one.
function solanaWallet(name: string, chains = ['solana:localnet']) {
  const account: WalletAccount = {
    address,
    publicKey: ed25519.getPublicKey(secret),
    chains: chains as `${string}:${string}`[],
    features: [],
  }
  const sent = vi.fn()
  const { wallet, change } = fakeStandardWallet(name, chains, account, ({ share, shared }) => ({
    'standard:connect': {
      version: '1.0.0',
      connect: vi.fn(async ({ silent }: { silent?: boolean } = {}) => ({
        accounts: silent ? shared() : share(),
      })),
    },
    'solana:signMessage': {
      version: '1.0.0',
      signMessage: async ({ message }: { message: Uint8Array }) => [
        { signedMessage: message, signature: ed25519.sign(message, secret) },
      ],
    },
    'solana:signTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      signTransaction: async ({ transaction }: { transaction: Uint8Array }) => {
        const signed = transaction.slice()
        signed.set(ed25519.sign(signed.subarray(65), secret), 1)
        return [{ signedTransaction: signed }]
      },
    },
    'solana:signAndSendTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      signAndSendTransaction: async (input: { chain: string }) => {
        sent(input.chain)
        return [{ signature: new Uint8Array(64).fill(3) }]
      },
    },
  }))
  return { wallet, account, change, sent }
}

// An unsigned legacy transaction whose one signer is `address`: header, two keys, blockhash, no instruction.
function unsignedTransaction() {
  const keys = [...base58.decode(address), ...new Uint8Array(32)]
  const message = new Uint8Array([1, 0, 1, 2, ...keys, ...new Uint8Array(32).fill(5), 0])
  return new Uint8Array([1, ...new Uint8Array(64), ...message])
}

function register(wallet: Wallet) {
  onTestFinished(getWallets().register(wallet))
}

describe('announceSolanaWallets', () => {
  it("announces the page's Solana wallets now, on registering, and when Latch asks, never Latch's own or another chain's", () => {
    const announced = listenForAnnouncements()
    register(solanaWallet('Early').wallet)
    register(solanaWallet('Bitcoin only', ['bip122:000000000019d6689c085ae165831e93']).wallet)
    register(createSolanaWallet({ getState: () => ({}), subscribe: () => () => {} } as unknown as Latch))
    onTestFinished(announceSolanaWallets())
    expect(announced.map(({ info }) => info)).toEqual([
      { uuid: 'wallet-standard:0', name: 'Early', icon, rdns: 'wallet-standard:Early', namespace: 'solana' },
    ])
    register(solanaWallet('Late').wallet)
    expect(announced.map(({ info }) => info.name)).toEqual(['Early', 'Early', 'Late'])
    dispatchEvent(new Event('eip6963:requestProvider'))
    expect(announced.slice(3).map(({ info }) => info.uuid)).toEqual([
      'wallet-standard:0',
      'wallet-standard:1',
    ])
    expect(announced[3]?.provider).toBe(announced[0]?.provider)
  })

  it('connects, signs with the named account and answers as the Solana JSON-RPC does', async () => {
    const announced = listenForAnnouncements()
    const { wallet, sent } = solanaWallet('Signer')
    register(wallet)
    onTestFinished(announceSolanaWallets())
    const provider = announced.find(({ info }) => info.name === 'Signer')?.provider as Provider

    expect(await provider.request({ method: 'solana_accounts' })).toEqual([])
    expect(await provider.request({ method: 'solana_requestAccounts' })).toEqual([address])
    expect(await provider.request({ method: 'solana_accounts' })).toEqual([address])

    const message = new TextEncoder().encode('Hello from the host')
    const { signature } = (await provider.request({
      method: 'solana_signMessage',
      params: { message: base58.encode(message), pubkey: address },
    })) as { signature: string }
    expect(ed25519.verify(base58.decode(signature), message, base58.decode(address))).toBe(true)

    const signed = (await provider.request({
      method: 'solana_signTransaction',
      params: {
        transaction: base64.encode(unsignedTransaction()),
        pubkey: address,
        chain: 'solana:localnet',
      },
    })) as { signature: string; transaction: string }
    const bytes = base64.decode(signed.transaction)
    expect(ed25519.verify(base58.decode(signed.signature), bytes.subarray(65), base58.decode(address))).toBe(
      true,
    )

    expect(
      await provider.request({
        method: 'solana_signAndSendTransaction',
        params: {
          transaction: base64.encode(unsignedTransaction()),
          pubkey: address,
          chain: 'solana:localnet',
        },
      }),
    ).toEqual({ signature: base58.encode(new Uint8Array(64).fill(3)) })
    expect(sent).toHaveBeenCalledWith('solana:localnet')
  })

  it('refuses an account the wallet did not share (4100), a send without a cluster (-32602) and other methods (4200)', async () => {
    const announced = listenForAnnouncements()
    register(solanaWallet('Strict').wallet)
    onTestFinished(announceSolanaWallets())
    const provider = announced.find(({ info }) => info.name === 'Strict')?.provider as Provider
    const message = base58.encode(new Uint8Array([1]))
    await expect(
      provider.request({ method: 'solana_signMessage', params: { message, pubkey: address } }),
    ).rejects.toMatchObject({ code: 4100 })
    await provider.request({ method: 'solana_requestAccounts' })
    await expect(
      provider.request({
        method: 'solana_signAndSendTransaction',
        params: { transaction: 'AA==', pubkey: address },
      }),
    ).rejects.toMatchObject({ code: -32602 })
    await expect(provider.request({ method: 'eth_sendTransaction', params: [] })).rejects.toMatchObject({
      code: 4200,
    })
  })

  it("reports the wallet's account changes as accountsChanged and disconnects on revoke", async () => {
    const announced = listenForAnnouncements()
    const { wallet, account, change } = solanaWallet('Events')
    register(wallet)
    onTestFinished(announceSolanaWallets())
    const provider = announced.find(({ info }) => info.name === 'Events')?.provider as Provider
    const listener = vi.fn()
    provider.on('accountsChanged', listener)
    provider.on('chainChanged', listener)
    change([account])
    change([])
    expect(listener.mock.calls).toEqual([[[address]], [[]]])
    provider.removeListener('accountsChanged', listener)
    change([account])
    expect(listener).toHaveBeenCalledTimes(2)
    expect(await provider.request({ method: 'wallet_revokePermissions' })).toBeNull()
    expect(wallet.accounts).toEqual([])
  })
})
