import { solanaDevKey } from '@latch/localnet/solanaDevKeys'
import { ed25519 } from '@noble/curves/ed25519'
import { base58, base64 } from '@scure/base'
import {
  address,
  appendTransactionMessageInstructions,
  type Blockhash,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getTransactionDecoder,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
} from '@wallet-standard/features'
import { describe, expect, it, vi } from 'vitest'
import { createDevSolanaWallet, devSolanaWalletName } from './createDevSolanaWallet'
import type { DevWalletStorage } from './createDevWallet'
import type { DevWalletPrompt } from './DevWalletPrompt'

type Features = StandardConnectFeature &
  StandardDisconnectFeature &
  StandardEventsFeature &
  SolanaSignMessageFeature &
  SolanaSignTransactionFeature &
  SolanaSignAndSendTransactionFeature

const key = solanaDevKey(0)
const cluster = { chain: 'solana:localnet', rpcUrl: 'http://127.0.0.1:8899' } as const

function memoryStorage(): DevWalletStorage {
  const values = new Map<string, string>()
  return { get: (name) => values.get(name) ?? null, set: (name, value) => void values.set(name, value) }
}

function setup(answer = true, storage = memoryStorage()) {
  const prompts: DevWalletPrompt[] = []
  const sent: string[] = []
  const fetch = vi.fn(async (_url: unknown, init?: RequestInit) => {
    const { params } = JSON.parse(String(init?.body)) as { params: [string] }
    sent.push(params[0])
    return new Response(
      JSON.stringify({ jsonrpc: '2.0', id: 1, result: base58.encode(new Uint8Array(64).fill(1)) }),
    )
  }) as unknown as typeof globalThis.fetch
  const wallet = createDevSolanaWallet({
    prompt: async (request) => {
      prompts.push(request)
      return answer
    },
    storage,
    key,
    cluster,
    fetch,
  })
  return { wallet, features: wallet.features as Features, prompts, sent, storage }
}

// An unsigned v0 transfer that `from` pays for.
function transferFrom(from: string): Uint8Array {
  const signer = createNoopSigner(address(from))
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (draft) => setTransactionMessageFeePayerSigner(signer, draft),
    (draft) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: '11111111111111111111111111111111' as Blockhash, lastValidBlockHeight: 1n },
        draft,
      ),
    (draft) => appendTransactionMessageInstructions([], draft),
  )
  return new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)))
}

describe('createDevSolanaWallet', () => {
  it('connects after the user approves, remembers it, and connects silently only then', async () => {
    const { wallet, features, prompts, storage } = setup()
    expect(wallet.name).toBe(devSolanaWalletName)
    expect(wallet.chains).toEqual(['solana:localnet'])
    expect((await features['standard:connect'].connect({ silent: true })).accounts).toEqual([])
    expect(prompts).toEqual([])
    const [account] = (await features['standard:connect'].connect()).accounts
    expect(account?.address).toBe(key.address)
    expect(account?.publicKey).toEqual(ed25519.getPublicKey(key.privateKey))
    expect(prompts).toEqual([{ type: 'solanaConnect', address: key.address }])
    // A reload: a new wallet over the same storage is connected without asking.
    const again = setup(true, storage)
    expect((await again.features['standard:connect'].connect({ silent: true })).accounts).toHaveLength(1)
    expect(again.prompts).toEqual([])
  })

  it('reports disconnecting as a change to no account', async () => {
    const { wallet, features } = setup()
    await features['standard:connect'].connect()
    const changes = vi.fn()
    features['standard:events'].on('change', changes)
    await features['standard:disconnect'].disconnect()
    expect(changes).toHaveBeenCalledWith({ accounts: [] })
    expect(wallet.accounts).toEqual([])
  })

  it('signs a message the user approved, shown as text', async () => {
    const { features, prompts } = setup()
    const [account] = (await features['standard:connect'].connect()).accounts
    if (!account) throw new Error('no account')
    const message = new TextEncoder().encode('Hello Solana')
    const [signed] = await features['solana:signMessage'].signMessage({ account, message })
    expect(ed25519.verify(signed?.signature ?? new Uint8Array(), message, base58.decode(key.address))).toBe(
      true,
    )
    expect(prompts.at(-1)).toEqual({ type: 'solanaSignMessage', message: 'Hello Solana' })
  })

  it('signs a transaction in its own slot, and sends one to its cluster only', async () => {
    const { features, prompts, sent } = setup()
    const [account] = (await features['standard:connect'].connect()).accounts
    if (!account) throw new Error('no account')
    const [output] = await features['solana:signTransaction'].signTransaction({
      account,
      transaction: transferFrom(key.address),
    })
    const decoded = getTransactionDecoder().decode(output?.signedTransaction ?? new Uint8Array())
    const signature = decoded.signatures[key.address as keyof typeof decoded.signatures]
    expect(
      ed25519.verify(
        signature as Uint8Array,
        new Uint8Array(decoded.messageBytes),
        base58.decode(key.address),
      ),
    ).toBe(true)
    const [result] = await features['solana:signAndSendTransaction'].signAndSendTransaction({
      account,
      transaction: transferFrom(key.address),
      chain: 'solana:localnet',
    })
    expect(result?.signature).toEqual(new Uint8Array(64).fill(1))
    expect(getTransactionDecoder().decode(base64.decode(sent[0] ?? '')).signatures).toHaveProperty(
      key.address,
    )
    expect(prompts.slice(-2)).toEqual([
      { type: 'solanaTransaction', send: false, chain: 'solana:localnet' },
      { type: 'solanaTransaction', send: true, chain: 'solana:localnet' },
    ])
    await expect(
      features['solana:signAndSendTransaction'].signAndSendTransaction({
        account,
        transaction: transferFrom(key.address),
        chain: 'solana:devnet',
      }),
    ).rejects.toMatchObject({ code: 4901 })
  })

  it('refuses what the user rejects (4001), before connecting (4100), and a transaction for another signer (-32602)', async () => {
    const rejecting = setup(false)
    await expect(rejecting.features['standard:connect'].connect()).rejects.toMatchObject({ code: 4001 })
    const { features } = setup()
    const account = { address: key.address, publicKey: base58.decode(key.address), chains: [], features: [] }
    await expect(
      features['solana:signMessage'].signMessage({ account, message: new Uint8Array([1]) }),
    ).rejects.toMatchObject({ code: 4100 })
    await features['standard:connect'].connect()
    await expect(
      features['solana:signTransaction'].signTransaction({
        account,
        transaction: transferFrom(solanaDevKey(3).address),
      }),
    ).rejects.toMatchObject({ code: -32602 })
  })
})
