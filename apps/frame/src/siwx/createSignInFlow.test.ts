import { base58 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { resolveNetworks } from '@/networks/knownNetworks'
import { localSolanaNetwork } from '@/networks/knownSolanaNetworks'
import { createSignInFlow } from '@/siwx/createSignInFlow'
import { siwxTestAddress, siwxTestSession } from '@/siwx/internal/testing/siwxFixtures'
import { siwxAtom } from '@/siwx/siwxAtom'
import {
  connectionAtom,
  embeddedAccountAtom,
  hostConfigAtom,
  hostLinkAtom,
  namespaceAtom,
  networksAtom,
  routerAtom,
  siwxSessionAtom,
  solanaNetworksAtom,
  walletConnectSolanaAccountsAtom,
} from '@/state/atoms'
import { testContext } from '@/testing/testContext'

const caipAddress = `eip155:31337:${siwxTestAddress}`

type WalletRequest = (method: string, params: unknown) => Promise<unknown>

function setup(
  options: { required?: boolean; api?: Parameters<typeof testContext>[0]; wallet?: WalletRequest } = {},
) {
  const test = testContext(options.api)
  const { store } = test
  store.set(networksAtom, resolveNetworks(['eip155:31337']))
  store.set(hostConfigAtom, { isMobile: false, siwx: { required: options.required ?? false } })
  store.set(connectionAtom, {
    status: 'connected',
    buffering: false,
    address: siwxTestAddress,
    chainId: 31337,
    caipAddress,
  })
  let disconnects = 0
  const signIn = createSignInFlow(test.context, {
    signer: () => ({
      request: options.wallet ?? (async () => `0x${'ab'.repeat(65)}`),
      address: siwxTestAddress,
    }),
    disconnect: async () => {
      disconnects++
    },
  })
  return { ...test, signIn, disconnects: () => disconnects }
}

describe('createSignInFlow', () => {
  it('asks a connected account to sign in until a session signs it in on its chain', () => {
    const { signIn, store } = setup()
    expect(signIn.needsSignIn()).toBe(true)
    store.set(siwxSessionAtom, siwxTestSession())
    expect(signIn.needsSignIn()).toBe(false)
    store.set(hostConfigAtom, { isMobile: false })
    store.set(siwxSessionAtom, undefined)
    expect(signIn.needsSignIn()).toBe(false)
  })

  it('restores a stored session the server still knows, and drops one it revoked', async () => {
    const valid = setup({ api: (async () => ({ valid: true })) as never })
    await valid.storage.set('siwxSession', JSON.stringify(siwxTestSession()))
    await valid.signIn.restore()
    expect(valid.store.get(siwxSessionAtom)?.data.accountAddress).toBe(siwxTestAddress)

    const revoked = setup({ api: (async () => ({ valid: false, reason: 'revoked' })) as never })
    await revoked.storage.set('siwxSession', JSON.stringify(siwxTestSession()))
    await revoked.signIn.restore()
    expect(revoked.store.get(siwxSessionAtom)).toBeUndefined()
    expect(await revoked.storage.get('siwxSession')).toBeNull()
  })

  it('a failed signing shows SIWXSignMessage with the error and tracks it', async () => {
    const { signIn, store, tracked } = setup({
      api: (async () => {
        throw new Error('down')
      }) as never,
    })
    await signIn.signIn()
    expect(store.get(siwxAtom)).toEqual({ status: 'error', error: expect.any(String) })
    expect(store.get(routerAtom)).toMatchObject({ open: true, view: 'SIWXSignMessage' })
    expect(tracked).toContain('SIWX_AUTH_ERROR')
  })

  it("a wallet that declines, or answers no signature, shows 'Signature declined'", async () => {
    const nonce = {
      nonce: 'abcdefgh12345678',
      issuedAt: '2030-01-01T00:00:00.000Z',
      expirationTime: '2030-01-01T00:05:00.000Z',
    }
    const wallets: WalletRequest[] = [
      async () => {
        throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
      },
      async () => '0xdead',
    ]
    for (const wallet of wallets) {
      const { signIn, store } = setup({ api: (async () => nonce) as never, wallet })
      store.set(hostLinkAtom, {
        origin: 'http://localhost:5173',
        call: async () => ({}) as never,
        destroy() {},
      })
      await signIn.signIn()
      expect(store.get(siwxAtom)).toEqual({ status: 'error', error: 'Signature declined' })
      expect(store.get(siwxSessionAtom)).toBeUndefined()
    }
  })

  it("a wallet of the visitor's own signs in ConnectingSiwe; a refusal goes back to SIWXSignMessage", async () => {
    const nonce = {
      nonce: 'abcdefgh12345678',
      issuedAt: '2030-01-01T00:00:00.000Z',
      expirationTime: '2030-01-01T00:05:00.000Z',
    }
    let refuse: (error: Error) => void = () => undefined
    const { signIn, store, context } = setup({
      api: (async () => nonce) as never,
      wallet: () =>
        new Promise((_resolve, reject) => {
          refuse = reject
        }),
    })
    store.set(hostLinkAtom, {
      origin: 'http://localhost:5173',
      call: async () => ({}) as never,
      destroy() {},
    })
    context.dispatchRouter({ type: 'open', view: 'SIWXSignMessage' })
    const signing = signIn.signIn()
    expect(store.get(routerAtom)).toMatchObject({
      view: 'ConnectingSiwe',
      history: ['SIWXSignMessage', 'ConnectingSiwe'],
    })
    await new Promise((resolve) => setTimeout(resolve, 10))
    refuse(Object.assign(new Error('User rejected the request.'), { code: 4001 }))
    await signing
    expect(store.get(routerAtom)).toMatchObject({
      open: true,
      view: 'SIWXSignMessage',
      history: ['SIWXSignMessage'],
    })
    expect(store.get(siwxAtom)).toEqual({ status: 'error', error: 'Signature declined' })

    // Asked again, the wait shows again.
    const again = signIn.signIn()
    expect(store.get(routerAtom).view).toBe('ConnectingSiwe')
    await new Promise((resolve) => setTimeout(resolve, 10))
    refuse(new Error('gone'))
    await again
    expect(store.get(routerAtom).view).toBe('SIWXSignMessage')
  })

  it('the embedded wallet asks in its own approval, not in ConnectingSiwe', async () => {
    const { signIn, store, context } = setup()
    store.set(embeddedAccountAtom, { userId: 'u', email: null, address: siwxTestAddress } as never)
    store.set(connectionAtom, {
      ...store.get(connectionAtom),
      connector: { id: 'embedded', name: 'Email', type: 'AUTH' },
    })
    context.dispatchRouter({ type: 'open', view: 'SIWXSignMessage' })
    const signing = signIn.signIn()
    expect(store.get(routerAtom).view).toBe('SIWXSignMessage')
    await signing
  })

  it('cancel disconnects when sign-in is required, and only closes when it is optional', async () => {
    const required = setup({ required: true })
    await required.signIn.cancel()
    expect(required.disconnects()).toBe(1)
    const optional = setup()
    optional.store.set(routerAtom, { ...optional.store.get(routerAtom), open: true })
    await optional.signIn.cancel()
    expect(optional.disconnects()).toBe(0)
    expect(optional.store.get(routerAtom).open).toBe(false)
  })

  it('signing out forgets the session, here and in storage', async () => {
    const { signIn, store, storage } = setup()
    store.set(siwxSessionAtom, siwxTestSession())
    await storage.set('siwxSession', 'x')
    await signIn.signOut()
    expect(store.get(siwxSessionAtom)).toBeUndefined()
    expect(await storage.get('siwxSession')).toBeNull()
  })

  it('signs in the Solana account where Solana is active, with Sign-In With Solana, and that session signs the visitor in', async () => {
    const solana = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'
    const nonce = {
      nonce: 'abcdefgh12345678',
      issuedAt: '2030-01-01T00:00:00.000Z',
      expirationTime: '2099-01-01T00:05:00.000Z',
    }
    const posted: unknown[] = []
    const api = async (path: string, call?: { body?: Record<string, unknown> }) => {
      if (path === '/api/siwx/nonce') return nonce
      posted.push(call?.body)
      const data = { ...siwxTestSession().data, ...nonce, accountAddress: solana, chainId: 'solana:localnet' }
      return { session: { data, message: call?.body?.message, signature: call?.body?.signature } }
    }
    const requests: [string, unknown][] = []
    const { signIn, store } = setup({
      api: api as never,
      wallet: async (method, params) => {
        requests.push([method, params])
        return { signature: '5'.repeat(88) }
      },
    })
    store.set(hostLinkAtom, {
      origin: 'http://localhost:5173',
      call: async () => ({}) as never,
      destroy() {},
    })
    store.set(connectionAtom, {
      ...store.get(connectionAtom),
      connector: { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT' },
    })
    store.set(solanaNetworksAtom, [localSolanaNetwork])
    store.set(walletConnectSolanaAccountsAtom, [`solana:localnet:${solana}`])
    store.set(namespaceAtom, { active: 'solana', switching: false })

    await signIn.signIn()
    const [[method, params]] = requests as [[string, { message: string; pubkey: string }]]
    expect(method).toBe('solana_signMessage')
    expect(params.pubkey).toBe(solana)
    const message = new TextDecoder().decode(base58.decode(params.message))
    expect(message.split('\n').slice(0, 2)).toEqual([
      'localhost:5173 wants you to sign in with your Solana account:',
      solana,
    ])
    expect(message).toContain('\nChain ID: localnet\n')
    expect(posted).toEqual([{ message, signature: '5'.repeat(88) }])
    expect(store.get(siwxSessionAtom)?.data.chainId).toBe('solana:localnet')
    // Signed in as the Solana account, the visitor is not asked again, on either namespace.
    expect(signIn.needsSignIn()).toBe(false)
    store.set(namespaceAtom, { active: 'eip155', switching: false })
    expect(signIn.needsSignIn()).toBe(false)
  })
})
