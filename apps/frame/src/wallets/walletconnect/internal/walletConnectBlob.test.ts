import { describe, expect, it } from 'vitest'
import { walletConnectBlob } from './walletConnectBlob'

const session = { topic: 'a1', expiry: 1_900_000_000, namespaces: {} }
const sessionKey = (prefix: string) => `wc@2:client:0.3:${prefix}//session`

function entries(prefix: string, values: Record<string, unknown>) {
  return new Map(
    Object.entries(values).map(([name, value]) => [name.replace('{p}', prefix), JSON.stringify(value)]),
  )
}

describe('walletConnectBlob', () => {
  it('round-trips the entries of one core to a core with another storage prefix', () => {
    const first = entries('latch-a', {
      'wc@2:client:0.3:{p}//session': [session],
      'wc@2:core:0.3:{p}//keychain': { client_ed25519_seed: 'ab' },
      'wc@2:universal_provider:/namespacesa1': { eip155: { defaultChain: '31338' } },
      WALLETCONNECT_CLIENT_ID: 'did:key:z6Mk',
    })
    const blob = walletConnectBlob.encode(first, 'latch-a')
    expect(blob).toBeDefined()
    expect(blob).not.toContain('latch-a')
    expect(walletConnectBlob.decode(blob ?? null, 'latch-b')).toEqual(
      entries('latch-b', {
        'wc@2:client:0.3:{p}//session': [session],
        'wc@2:core:0.3:{p}//keychain': { client_ed25519_seed: 'ab' },
        'wc@2:universal_provider:/namespacesa1': { eip155: { defaultChain: '31338' } },
        WALLETCONNECT_CLIENT_ID: 'did:key:z6Mk',
      }),
    )
  })

  it('stores nothing without a session', () => {
    expect(
      walletConnectBlob.encode(entries('p', { 'wc@2:core:0.3:{p}//keychain': { seed: 'ab' } }), 'p'),
    ).toBeUndefined()
    expect(
      walletConnectBlob.encode(entries('p', { 'wc@2:client:0.3:{p}//session': [] }), 'p'),
    ).toBeUndefined()
  })

  it('keeps of the history only the dapp requests still waiting for an answer', () => {
    const record = (id: number, method: string, response?: unknown) => ({
      id,
      topic: 'a1',
      request: { method, params: {} },
      expiry: 1_900_000_000,
      ...(response === undefined ? {} : { response }),
    })
    const blob = walletConnectBlob.encode(
      entries('p', {
        'wc@2:client:0.3:{p}//session': [session],
        'wc@2:core:0.3:{p}//history': [
          record(1, 'wc_sessionRequest', { result: '0x' }),
          record(2, 'wc_sessionRequest'),
          record(3, 'wc_sessionEvent'),
          record(4, 'wc_sessionPing', { result: true }),
          record(5, 'wc_sessionSettle', { result: true }),
          record(6, 'wc_sessionUpdate'),
        ],
      }),
      'p',
    )
    const history = walletConnectBlob.decode(blob ?? null, 'p').get('wc@2:core:0.3:p//history')
    expect(JSON.parse(history ?? '[]')).toEqual([record(2, 'wc_sessionRequest')])
  })

  it('keeps the latest five messages of each topic, within 16,000 characters', () => {
    const messages = (count: number, size = 10) =>
      Object.fromEntries(
        Array.from({ length: count }, (_, index) => [`h${index}`, `${index}`.padEnd(size, '=')]),
      )
    const blob = walletConnectBlob.encode(
      entries('p', {
        'wc@2:client:0.3:{p}//session': [session],
        'wc@2:core:0.3:{p}//messages': { a1: messages(8), b2: messages(2), c3: messages(3, 7_000) },
      }),
      'p',
    )
    const kept = JSON.parse(
      walletConnectBlob.decode(blob ?? null, 'p').get('wc@2:core:0.3:p//messages') ?? '{}',
    )
    expect(Object.keys(kept.a1)).toEqual(['h3', 'h4', 'h5', 'h6', 'h7'])
    expect(kept.b2).toEqual(messages(2))
    expect(Object.keys(kept.c3)).toEqual(['h1', 'h2'])
  })

  it.each([
    ['missing', null],
    ['not JSON', '{"v":1,"entries":'],
    ['JSON null', 'null'],
    ['another version', '{"v":2,"entries":{}}'],
    ['entries not an object', '{"v":1,"entries":[1]}'],
  ])('reads a blob that is %s as empty', (_, blob) => {
    expect(walletConnectBlob.decode(blob, 'p')).toEqual(new Map())
  })

  it('keeps the session key under the storage prefix the SDK asks for', () => {
    const blob = walletConnectBlob.encode(entries('x', { [sessionKey('{p}')]: [session] }), 'x')
    expect(walletConnectBlob.decode(blob ?? null, 'y').has(sessionKey('y'))).toBe(true)
  })
})
