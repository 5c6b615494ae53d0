import { ProviderRpcError, UserRejectedRequestError } from '@latch/protocol/errors'
import { ed25519 } from '@noble/curves/ed25519'
import { base58, base64 } from '@scure/base'
import { verifySignIn } from '@solana/wallet-standard-util'
import type { StandardEventsChangeProperties } from '@wallet-standard/features'
import { describe, expect, it, vi } from 'vitest'
import { createSolanaWallet } from './createSolanaWallet'
import type { Latch, LatchState } from './Latch'
import { registerSolanaWallet } from './registerSolanaWallet'

const evm = 'eip155:31337:0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const solana = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'
const other = '2yaW8VAMLhQiornz1BgcSWDUSH2jC2dmB8RWnTJi8Yab'
const disconnected: LatchState = { open: false, view: 'Connect', status: 'disconnected' }
const connected = (...accounts: string[]): LatchState => ({
  open: false,
  view: 'Account',
  status: 'connected',
  caipAddress: evm as LatchState['caipAddress'],
  accounts: [evm, ...accounts] as LatchState['accounts'],
})
const signature = base58.encode(new Uint8Array(64).fill(7))
// Lets connect's first step (a request the frame answers once any reconnect is over) settle.
const settle = () => new Promise((resolve) => setTimeout(resolve))

// A Latch whose state the test pushes, and whose provider answers each method from `answers`.
function fakeLatch(initial: LatchState) {
  let state = initial
  const subscribers = new Set<(state: LatchState) => void>()
  const request = vi.fn(async ({ method }: { method: string; params?: unknown }) => {
    if (method === 'solana_signMessage') return { signature }
    if (method === 'solana_signTransaction')
      return { signature, transaction: base64.encode(new Uint8Array([9, 9])) }
    if (method === 'solana_signAndSendTransaction') return { signature }
    if (method === 'eth_accounts') return []
    throw new ProviderRpcError(4200, 'Unsupported method')
  })
  const open = vi.fn(async (_options?: { namespace?: string }) => {})
  const latch = {
    provider: { request },
    open,
    getState: () => state,
    subscribe(listener: (state: LatchState) => void) {
      subscribers.add(listener)
      return () => subscribers.delete(listener)
    },
  } as unknown as Latch
  const push = (next: LatchState) => {
    state = next
    for (const subscriber of [...subscribers]) subscriber(next)
  }
  return { latch, push, request, open }
}

describe('createSolanaWallet', () => {
  it('shows the connected Solana account only once the dapp connects, as one object with its key', async () => {
    const { latch } = fakeLatch(connected(`solana:localnet:${solana}`))
    const wallet = createSolanaWallet(latch)
    expect(wallet).toMatchObject({
      version: '1.0.0',
      name: 'Latch',
      chains: ['solana:localnet'],
      accounts: [],
    })
    expect(wallet.icon).toMatch(/^data:image\/svg\+xml;base64,/)
    const { accounts } = await wallet.features['standard:connect'].connect({ silent: true })
    expect(accounts).toEqual([
      expect.objectContaining({
        address: solana,
        chains: ['solana:localnet'],
        features: [
          'solana:signMessage',
          'solana:signTransaction',
          'solana:signAndSendTransaction',
          'solana:signIn',
        ],
      }),
    ])
    expect(accounts[0]?.publicKey).toEqual(base58.decode(solana))
    expect(accounts[0]?.publicKey).toHaveLength(32)
    expect(wallet.accounts[0]).toBe(accounts[0])
  })

  it('opens the modal to connect, and answers with the Solana account the visitor connects', async () => {
    const { latch, push, open } = fakeLatch(disconnected)
    const wallet = createSolanaWallet(latch)
    const changes: StandardEventsChangeProperties[] = []
    wallet.features['standard:events'].on('change', (properties) => changes.push(properties))
    const connecting = wallet.features['standard:connect'].connect()
    await settle()
    expect(open).toHaveBeenCalledExactlyOnceWith({ namespace: 'solana' })
    push({ ...disconnected, open: true })
    push({ ...connected(`solana:localnet:${solana}`), open: true })
    const { accounts } = await connecting
    expect(accounts.map((account) => account.address)).toEqual([solana])
    expect(changes).toEqual([{ accounts, chains: ['solana:localnet'] }])
  })

  it('waits for a session the frame is bringing back before opening the modal', async () => {
    const { latch, push, open, request } = fakeLatch(disconnected)
    // The frame answers once its reconnect is over, the state with the account sent first.
    request.mockImplementationOnce(async () => {
      push(connected(`solana:localnet:${solana}`))
      return []
    })
    const { accounts } = await createSolanaWallet(latch).features['standard:connect'].connect()
    expect(accounts.map((account) => account.address)).toEqual([solana])
    expect(open).not.toHaveBeenCalled()
  })

  it("rejects as the user's refusal when the modal closes with nobody connected", async () => {
    const { latch, push } = fakeLatch(disconnected)
    const connecting = createSolanaWallet(latch).features['standard:connect'].connect()
    await settle()
    push({ ...disconnected, open: true })
    push(disconnected)
    await expect(connecting).rejects.toBeInstanceOf(UserRejectedRequestError)
  })

  it('says so when the wallet connected in the modal has no Solana account', async () => {
    const { latch, push } = fakeLatch(disconnected)
    const connecting = createSolanaWallet(latch).features['standard:connect'].connect()
    await settle()
    push({ ...connected(), open: true })
    push(connected())
    await expect(connecting).rejects.toMatchObject({
      code: 4100,
      message: 'The connected wallet has no Solana account',
    })
  })

  it('answers a silent connect with nothing rather than opening the modal', async () => {
    const { latch, open } = fakeLatch(connected())
    const { accounts } = await createSolanaWallet(latch).features['standard:connect'].connect({
      silent: true,
    })
    expect(accounts).toEqual([])
    expect(open).not.toHaveBeenCalled()
  })

  it("names a public cluster by Wallet Standard's word for it", async () => {
    const { latch } = fakeLatch(connected(`solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1:${solana}`))
    const wallet = createSolanaWallet(latch, { chains: ['solana:localnet'] })
    const { accounts } = await wallet.features['standard:connect'].connect()
    expect(accounts[0]?.chains).toEqual(['solana:devnet'])
    expect(wallet.chains).toEqual(['solana:localnet', 'solana:devnet'])
  })

  it('tells its listeners when the account changes, goes, or the dapp disconnects', async () => {
    const { latch, push } = fakeLatch(connected(`solana:localnet:${solana}`))
    const wallet = createSolanaWallet(latch)
    await wallet.features['standard:connect'].connect()
    const changes: string[][] = []
    const stop = wallet.features['standard:events'].on('change', ({ accounts }) =>
      changes.push((accounts ?? []).map((account) => account.address)),
    )
    push({ ...connected(`solana:localnet:${solana}`), open: true })
    push(connected(`solana:localnet:${other}`))
    push(disconnected)
    push(connected(`solana:localnet:${solana}`))
    await wallet.features['standard:disconnect'].disconnect()
    push(connected(`solana:localnet:${other}`))
    expect(changes).toEqual([[other], [], [solana], []])
    expect(wallet.accounts).toEqual([])
    stop()
    await wallet.features['standard:connect'].connect()
    expect(changes).toHaveLength(4)
  })

  it('signs a message as the modal answers: base58 over the provider, bytes back', async () => {
    const { latch, request } = fakeLatch(connected(`solana:localnet:${solana}`))
    const wallet = createSolanaWallet(latch)
    const [account] = (await wallet.features['standard:connect'].connect()).accounts
    if (!account) throw new Error('no account')
    const message = new TextEncoder().encode('Sign in to the shop')
    const [output] = await wallet.features['solana:signMessage'].signMessage({ account, message })
    expect(request).toHaveBeenCalledWith({
      method: 'solana_signMessage',
      params: { message: base58.encode(message), pubkey: solana },
    })
    expect(output).toEqual({
      signedMessage: message,
      signature: new Uint8Array(64).fill(7),
      signatureType: 'ed25519',
    })
  })

  it('refuses, asking nobody, an account or a cluster that is not the connected one', async () => {
    const { latch, request } = fakeLatch(connected(`solana:localnet:${solana}`))
    const wallet = createSolanaWallet(latch)
    const [account] = (await wallet.features['standard:connect'].connect()).accounts
    if (!account) throw new Error('no account')
    const stranger = { ...account, address: other }
    await expect(
      wallet.features['solana:signMessage'].signMessage({ account: stranger, message: new Uint8Array([1]) }),
    ).rejects.toMatchObject({ code: 4100 })
    await expect(
      wallet.features['solana:signAndSendTransaction'].signAndSendTransaction({
        account,
        chain: 'solana:mainnet',
        transaction: new Uint8Array([1]),
      }),
    ).rejects.toMatchObject({
      code: 4901,
      message: "Latch's Solana account is on solana:localnet, not solana:mainnet",
    })
    expect(request).not.toHaveBeenCalled()
  })

  it('signs, and signs and sends, transactions in base64 with the send options the modal takes', async () => {
    const { latch, request } = fakeLatch(connected(`solana:localnet:${solana}`))
    const wallet = createSolanaWallet(latch)
    const [account] = (await wallet.features['standard:connect'].connect()).accounts
    if (!account) throw new Error('no account')
    const transaction = new Uint8Array([1, 2, 3])
    const [signed] = await wallet.features['solana:signTransaction'].signTransaction({ account, transaction })
    expect(signed?.signedTransaction).toEqual(new Uint8Array([9, 9]))
    const [sent] = await wallet.features['solana:signAndSendTransaction'].signAndSendTransaction({
      account,
      chain: 'solana:localnet',
      transaction,
      options: { commitment: 'confirmed', skipPreflight: true, minContextSlot: 5 },
    })
    expect(sent?.signature).toEqual(new Uint8Array(64).fill(7))
    expect(request.mock.calls.map(([call]) => call)).toEqual([
      { method: 'solana_signTransaction', params: { transaction: base64.encode(transaction) } },
      {
        method: 'solana_signAndSendTransaction',
        params: {
          transaction: base64.encode(transaction),
          sendOptions: { skipPreflight: true, minContextSlot: 5 },
        },
      },
    ])
  })

  it('asks for each of several inputs in turn', async () => {
    const { latch, request } = fakeLatch(connected(`solana:localnet:${solana}`))
    const wallet = createSolanaWallet(latch)
    const [account] = (await wallet.features['standard:connect'].connect()).accounts
    if (!account) throw new Error('no account')
    const outputs = await wallet.features['solana:signMessage'].signMessage(
      { account, message: new Uint8Array([1]) },
      { account, message: new Uint8Array([2]) },
    )
    expect(outputs).toHaveLength(2)
    expect(request).toHaveBeenCalledTimes(2)
  })
})

describe('registerSolanaWallet', () => {
  it('registers the wallet with the Wallet Standard apps of the page', () => {
    const registered: unknown[] = []
    const listener = (event: Event) =>
      (event as CustomEvent<(api: { register(wallet: unknown): void }) => void>).detail({
        register: (wallet) => registered.push(wallet),
      })
    window.addEventListener('wallet-standard:register-wallet', listener)
    const wallet = registerSolanaWallet(fakeLatch(disconnected).latch)
    window.removeEventListener('wallet-standard:register-wallet', listener)
    expect(registered).toEqual([wallet])
  })

  describe('Sign In With Solana', () => {
    // A real key, so that the dapp's own check (@solana/wallet-standard-util's verifySignIn) runs.
    const secretKey = new Uint8Array(32).fill(11)
    const signer = base58.encode(ed25519.getPublicKey(secretKey))
    const signingLatch = (state: LatchState) => {
      const fake = fakeLatch(state)
      fake.request.mockImplementation(async ({ params }: { method: string; params?: unknown }) => {
        const { message } = params as { message: string }
        return { signature: base58.encode(ed25519.sign(base58.decode(message), secretKey)) }
      })
      return fake
    }
    const host = globalThis.location.host

    it("signs the dapp's fields for this page with the connected account, and the dapp verifies it", async () => {
      const { latch, request } = signingLatch(connected(`solana:localnet:${signer}`))
      const wallet = createSolanaWallet(latch)
      const input = {
        statement: 'Sign in to the shop',
        uri: globalThis.location.origin,
        version: '1',
        chainId: 'solana:localnet',
        nonce: 'a1b2c3d4e5f6',
        issuedAt: '2030-01-01T12:00:00.000Z',
      }
      const [output] = await wallet.features['solana:signIn'].signIn(input)
      if (!output) throw new Error('no output')
      const text = new TextDecoder().decode(output.signedMessage)
      expect(text).toBe(
        [
          `${host} wants you to sign in with your Solana account:`,
          signer,
          '',
          'Sign in to the shop',
          '',
          `URI: ${globalThis.location.origin}`,
          'Version: 1',
          'Chain ID: solana:localnet',
          'Nonce: a1b2c3d4e5f6',
          'Issued At: 2030-01-01T12:00:00.000Z',
        ].join('\n'),
      )
      expect(output).toMatchObject({ account: { address: signer }, signatureType: 'ed25519' })
      expect(request).toHaveBeenCalledExactlyOnceWith({
        method: 'solana_signMessage',
        params: { message: base58.encode(output.signedMessage), pubkey: signer },
      })
      expect(verifySignIn(input, output)).toBe(true)
      expect(verifySignIn({ ...input, nonce: 'another1234' }, output)).toBe(false)
      // Signing in connected the dapp: it now sees the account.
      expect(wallet.accounts.map((account) => account.address)).toEqual([signer])
    })

    it('writes only the domain and address when the dapp gives nothing else', async () => {
      const { latch } = signingLatch(connected(`solana:localnet:${signer}`))
      const [output] = await createSolanaWallet(latch).features['solana:signIn'].signIn({})
      if (!output) throw new Error('no output')
      expect(new TextDecoder().decode(output.signedMessage)).toBe(
        `${host} wants you to sign in with your Solana account:\n${signer}`,
      )
      expect(verifySignIn({}, output)).toBe(true)
    })

    it('opens the modal to connect first when no Solana account is connected', async () => {
      const { latch, push, open, request } = signingLatch(disconnected)
      const signing = createSolanaWallet(latch).features['solana:signIn'].signIn({ nonce: 'a1b2c3d4e5f6' })
      await settle()
      expect(open).toHaveBeenCalledExactlyOnceWith({ namespace: 'solana' })
      push({ ...disconnected, open: true })
      push({ ...connected(`solana:localnet:${signer}`), open: true })
      const [output] = await signing
      expect(output?.account.address).toBe(signer)
      expect(request.mock.calls.map(([{ method }]) => method)).toEqual(['eth_accounts', 'solana_signMessage'])
    })

    it('refuses, asking nobody, another site, another account and fields the message cannot carry', async () => {
      const { latch, request } = signingLatch(connected(`solana:localnet:${signer}`))
      const { signIn } = createSolanaWallet(latch).features['solana:signIn']
      await expect(signIn({ domain: 'evil.example' })).rejects.toMatchObject({
        code: -32602,
        message: `A page on ${host} cannot ask to sign in to evil.example`,
      })
      await expect(signIn({ address: other })).rejects.toMatchObject({ code: 4100 })
      await expect(signIn({ statement: 'two\nlines' })).rejects.toMatchObject({
        code: -32602,
        message: 'Invalid Sign-In With Solana message: statement must be one line of text',
      })
      await expect(signIn({ version: '2' })).rejects.toMatchObject({ code: -32602 })
      expect(request).not.toHaveBeenCalled()
    })
  })
})
