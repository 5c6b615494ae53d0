import { describe, expect, it } from 'vitest'
import { resolveNetworks } from '@/networks/knownNetworks'
import { siwxTestAddress, siwxTestSession } from '@/siwx/internal/testing/siwxFixtures'
import { siwxAtom } from '@/siwx/siwxAtom'
import { connectionAtom, hostConfigAtom, networksAtom, routerAtom, siwxSessionAtom } from './atoms'
import { createSignInFlow, personalSign } from './createSignInFlow'
import { testContext } from './internal/testing/testContext'

const caipAddress = `eip155:31337:${siwxTestAddress}`

function setup(options: { required?: boolean; api?: Parameters<typeof testContext>[0] } = {}) {
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
    signMessage: () => async () => '0xsigned',
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

  it('personal_sign sends the message as the hex of its UTF-8 bytes', async () => {
    const calls: unknown[] = []
    const sign = personalSign(async (method, params) => {
      calls.push([method, params])
      return '0xsigned'
    }, siwxTestAddress)
    expect(await sign('Hé 🔑\nline')).toBe('0xsigned')
    expect(calls).toEqual([['personal_sign', ['0x48c3a920f09f94910a6c696e65', siwxTestAddress]]])
  })
})
