import type { SiwxSession } from '@latch/shared-types'
import { describe, expect, it } from 'vitest'
import { type ApiCall, type ApiClient, ApiRequestError } from '@/api/createApiClient'
import { createSiwxMessage } from './createSiwxMessage'
import { SiwxError } from './SiwxError'
import { type SignInWithWalletDeps, signInWithWallet } from './signInWithWallet'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const nonce = {
  nonce: 'a1b2c3d4e5f6a7b8',
  issuedAt: '2030-01-01T12:00:00.000Z',
  expirationTime: '2030-01-08T12:00:00.000Z',
}
const expectedData = {
  accountAddress: address,
  chainId: 'eip155:31337',
  domain: 'localhost:5173',
  uri: 'http://localhost:5173',
  version: '1',
  nonce: nonce.nonce,
  issuedAt: nonce.issuedAt,
  expirationTime: nonce.expirationTime,
  statement: 'Sign in to the shop',
} as const
const expectedMessage = createSiwxMessage(expectedData)

type Answer = (call: ApiCall) => unknown
/** A stand-in for the frame's API: each path answers what `answers` says, and every call is kept. */
function fakeApi(answers: Record<string, Answer>) {
  const calls: { path: string; call: ApiCall }[] = []
  const api = (async (path: string, call: ApiCall = {}) => {
    calls.push({ path, call })
    const answer = answers[path]
    if (!answer) throw new ApiRequestError(404, 'Not found')
    return answer(call)
  }) as ApiClient
  return { api, calls }
}

const serverSession = (call: ApiCall): { session: SiwxSession } => ({
  session: {
    data: expectedData,
    message: String(call.body?.message),
    signature: String(call.body?.signature),
  },
})
const refuse = (status: number, error: string, reason?: string) => () => {
  throw new ApiRequestError(status, error, reason)
}

function deps(overrides: Partial<SignInWithWalletDeps> = {}, answers: Record<string, Answer> = {}) {
  const fake = fakeApi({ '/api/siwx/nonce': () => nonce, '/api/siwx/sessions': serverSession, ...answers })
  const signed: string[] = []
  const all: SignInWithWalletDeps = {
    siwx: { statement: 'Sign in to the shop' },
    caipAddress: `eip155:31337:${address}`,
    caipNetworkId: 'eip155:31337',
    hostOrigin: 'http://localhost:5173',
    now: () => new Date('2030-01-01T12:00:05Z'),
    api: fake.api,
    signMessage: async (message) => {
      signed.push(message)
      return '0xfeed'
    },
    ...overrides,
  }
  return { deps: all, calls: fake.calls, signed }
}

const failureOf = (run: Promise<unknown>) =>
  run.then(
    () => {
      throw new Error('expected a failure')
    },
    (error: unknown) => error,
  )

describe('signInWithWallet', () => {
  it('signs the message for the host page with the nonce and times the server gave, and answers the stored session', async () => {
    const { deps: all, calls, signed } = deps()
    const session = await signInWithWallet(all)
    expect(signed).toEqual([expectedMessage])
    expect(expectedMessage).toContain('localhost:5173 wants you to sign in with your Ethereum account:')
    expect(expectedMessage).toContain('\nSign in to the shop\n')
    expect(calls).toEqual([
      { path: '/api/siwx/nonce', call: { body: {} } },
      { path: '/api/siwx/sessions', call: { body: { message: expectedMessage, signature: '0xfeed' } } },
    ])
    expect(session).toEqual({ data: expectedData, message: expectedMessage, signature: '0xfeed' })
  })

  it('signs in a Solana account with a Sign-In With Solana message on its cluster', async () => {
    const solana = '4AFAJ8xyMUiTqr4dGw3hLgBjp5pXYCqxSrJCoE4D2m1t'
    const solanaData = { ...expectedData, accountAddress: solana, chainId: 'solana:localnet' } as const
    const {
      deps: all,
      calls,
      signed,
    } = deps(
      { caipAddress: `solana:localnet:${solana}`, caipNetworkId: 'solana:localnet' },
      {
        '/api/siwx/sessions': (call) => ({
          session: { data: solanaData, message: String(call.body?.message), signature: '5'.repeat(88) },
        }),
      },
    )
    const session = await signInWithWallet(all)
    const message = createSiwxMessage(solanaData)
    expect(message).toContain('localhost:5173 wants you to sign in with your Solana account:')
    expect(signed).toEqual([message])
    expect(calls[1]).toEqual({
      path: '/api/siwx/sessions',
      call: { body: { message, signature: '0xfeed' } },
    })
    expect(session.data.chainId).toBe('solana:localnet')
  })

  it('leaves the statement out when the configuration has none', async () => {
    const { deps: all, signed } = deps({ siwx: {} })
    await signInWithWallet(all)
    expect(signed[0]).toBe(createSiwxMessage({ ...expectedData, statement: undefined }))
  })

  it.each([
    [{ siwx: undefined }, 'SIWX is not enabled'],
    [{ caipAddress: undefined }, 'No ActiveCaipAddress found'],
    [{ caipAddress: 'eip155:31337' }, 'No ActiveCaipAddress found'],
    [{ caipNetworkId: undefined }, 'No ActiveCaipNetwork or client found'],
    [{ signMessage: undefined }, 'No ConnectionController client found'],
  ] as [Partial<SignInWithWalletDeps>, string][])(
    'without %o fails with %s, asking nothing',
    async (missing, text) => {
      const { deps: all, calls } = deps(missing)
      const error = await failureOf(signInWithWallet(all))
      expect(error).toBeInstanceOf(SiwxError)
      expect(error).toMatchObject({ name: 'SiwxError', message: text, shortMessage: text })
      expect(calls).toEqual([])
    },
  )

  it("fails with the initialisation text when there is no nonce or the message can't be written, asking no signature", async () => {
    const cases: [Partial<SignInWithWalletDeps>, Record<string, Answer>][] = [
      [{}, { '/api/siwx/nonce': refuse(500, 'Internal error') }],
      [{}, { '/api/siwx/nonce': refuse(403, 'Invalid App Configuration', 'origin not on allow-list') }],
      [{ hostOrigin: 'not a url' }, {}],
      [{ siwx: { statement: 'two\nlines' } }, {}],
      // An Ethereum address cannot sign in on a Solana cluster, a Bitcoin network or a NEAR one.
      [{ caipNetworkId: 'near:testnet' }, {}],
      [{ caipNetworkId: 'solana:localnet' }, {}],
      [{ caipNetworkId: 'bip122:000000000019d6689c085ae165831e93' }, {}],
    ]
    for (const [overrides, answers] of cases) {
      const { deps: all, signed } = deps(overrides, answers)
      const error = await failureOf(signInWithWallet(all))
      expect(error).toMatchObject({
        name: 'SiwxError',
        message: 'A problem occurred while trying initialize authentication',
      })
      expect((error as SiwxError).cause).toBeDefined()
      expect(signed).toEqual([])
    }
  })

  it('fails with "Signature declined" when the wallet declines, storing nothing', async () => {
    const rejections = [
      Object.assign(new Error('User rejected the request.'), { code: 4001 }),
      { code: 4001, message: 'rejected' },
      new Error('User denied message signature'),
    ]
    for (const rejection of rejections) {
      const { deps: all, calls } = deps({ signMessage: () => Promise.reject(rejection) })
      const error = await failureOf(signInWithWallet(all))
      expect(error).toMatchObject({ name: 'SiwxError', message: 'Signature declined', cause: rejection })
      expect(calls.map((call) => call.path)).toEqual(['/api/siwx/nonce'])
    }
  })

  it('fails with the smart-account text when the server says a contract account did not sign', async () => {
    const { deps: all } = deps(
      {},
      {
        '/api/siwx/sessions': refuse(401, 'Invalid signature', 'smart-account'),
      },
    )
    const error = await failureOf(signInWithWallet(all))
    expect(error).toMatchObject({
      message: 'This application might not support Smart Accounts',
      details: 'Invalid signature: smart-account',
    })
  })

  it('fails with "Signature declined" for any other refusal of the session', async () => {
    const refusals = [
      refuse(401, 'Invalid signature', 'signature does not match the address'),
      refuse(409, 'Invalid nonce', 'nonce already used'),
      refuse(400, 'Invalid nonce', 'nonce expired'),
    ]
    for (const refusal of refusals) {
      const { deps: all } = deps({}, { '/api/siwx/sessions': refusal })
      expect(await failureOf(signInWithWallet(all))).toMatchObject({ message: 'Signature declined' })
    }
  })

  it("fails with the initialisation text when the device's clock says the new session does not hold now", async () => {
    for (const now of [new Date('2030-01-08T12:00:00Z'), new Date('2031-01-01T00:00:00Z')]) {
      const { deps: all } = deps({ now: () => now })
      expect(await failureOf(signInWithWallet(all))).toMatchObject({
        message: 'A problem occurred while trying initialize authentication',
        details: `The stored session does not sign in eip155:31337:${address} at ${now.toISOString()}: check the device's clock`,
      })
    }
  })
})
