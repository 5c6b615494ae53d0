import { inspect } from 'node:util'
import { describe, expect, test } from 'vitest'
import * as z from 'zod/mini'
import {
  isFrameToHostRequest,
  isLatchState,
  isProtocolError,
  isReplyTo,
  isShallow,
  maxMessageDepth,
} from './guards'
import { FrameToHostRequest, hostToFrameMessages } from './messages/catalogue'
import { LatchState } from './schemas/LatchState'
import { ProtocolError } from './schemas/primitives'

const address = `0x${'aB'.repeat(20)}`
const fullState = {
  open: false,
  view: 'ApproveTransaction',
  status: 'reconnecting',
  namespace: 'solana',
  address,
  caipAddress: `eip155:31337:${address}`,
  chainId: 31337,
  caipNetworkId: 'eip155:31337',
  connector: { id: 'io.metamask', name: 'MetaMask', type: 'INJECTED' },
}
const states: unknown[] = [
  { open: true, view: 'Connect', status: 'disconnected' },
  ...['eip155', 'bip122', 'near', 'cosmos', 'Solana', ''].map((namespace) => ({
    open: true,
    view: 'Connect',
    status: 'disconnected',
    namespace,
  })),
  fullState,
  { ...fullState, connector: { id: '', name: '', type: '' } },
  { ...fullState, connector: { id: 'x'.repeat(200), name: 'x'.repeat(100), type: 'x'.repeat(20) } },
  {
    ...fullState,
    caipAddress: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
  },
  {
    ...fullState,
    caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
    chainId: Number.MAX_SAFE_INTEGER,
  },
  { ...fullState, address: undefined, extra: 'stripped' },
  {
    ...fullState,
    accounts: [
      `eip155:31337:${address}`,
      'solana:localnet:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
      'bip122:000000000019d6689c085ae165831e93:bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      'near:mainnet:alice.near',
    ],
  },
  { ...fullState, accounts: [] },
  { ...fullState, accounts: Array.from({ length: 5 }, () => `eip155:31337:${address}`) },
]

const request = (type: string, payload: unknown) => ({ v: 1, id: 'msg-1', type, payload })
const frameRequests: unknown[] = [
  request('setVisible', { visible: true }),
  request('setVisible', { visible: false }),
  ...['accountsChanged', 'chainChanged', 'connect', 'disconnect'].map((event) =>
    request('emit', { event, data: { chainId: '0x7a69' } }),
  ),
  request('emit', { event: 'disconnect', data: undefined }),
  ...states.map((state) => request('state', { state })),
  request('injected.request', { uuid: 'w-1', method: 'eth_requestAccounts' }),
  request('injected.request', { uuid: 'w-1', method: 'eth_call', params: [{ to: address }, 'latest'] }),
  request('injected.request', { uuid: 'w-1', method: 'wallet_getCapabilities', params: { a: 1 } }),
  request('injected.request', { uuid: 'w-1', method: 'x', params: Object.create(null) }),
  ...['lastConnector', 'recentWallets', 'theme', 'wcSession'].map((key) =>
    request('mirror.set', { key, value: '' }),
  ),
  request('mirror.set', { key: 'wcSession', value: null }),
  request('mirror.set', { key: 'wcSession', value: 'x'.repeat(20_000) }),
]

const errors: unknown[] = [
  { code: 4001, message: 'User rejected the request.' },
  { code: -32602, message: '', data: { path: ['payload'] } },
  { code: 0, message: 'x'.repeat(2000), data: undefined },
  { code: Number.MIN_SAFE_INTEGER, message: 'x' },
]

class Instance {
  open = true
}
const strings = [
  0, 1, 20, 21, 64, 65, 100, 101, 128, 129, 200, 201, 2000, 2001, 4000, 4001, 20_000, 20_001, 200_000,
  200_001,
].map((length) => 'x'.repeat(length))
/** Wrong types, boundary lengths, bad addresses and enums, and objects that are not plain. */
const replacements: unknown[] = [
  undefined,
  null,
  true,
  false,
  0,
  -0,
  1,
  -1,
  1.5,
  31337,
  2 ** 53,
  Number.MAX_SAFE_INTEGER,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  '1',
  ...strings,
  address,
  address.toLowerCase(),
  `0X${address.slice(2)}`,
  address.slice(0, -1),
  `${address}0`,
  `0x${'g'.repeat(40)}`,
  'eip155:1',
  'cosmos:cosmoshub-4',
  `eip155:${'1'.repeat(33)}`,
  `eip155:1:${address}`,
  `eip155:1:${'a'.repeat(129)}`,
  'eip155:1:a/b',
  'Connect',
  'connect',
  'CONNECT',
  'connected',
  'accountsChanged',
  'message',
  'theme',
  'secret',
  'setVisible',
  'emit',
  'toString',
  'constructor',
  'hasOwnProperty',
  '__proto__',
  [],
  [1],
  {},
  { open: true },
  new Date(0),
  new Map(),
  new Instance(),
  Object.create(null),
]

type Path = readonly string[]
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype

function leafPaths(value: unknown, path: Path = []): Path[] {
  if (!isPlainObject(value)) return []
  return Object.keys(value).flatMap((key) => [[...path, key], ...leafPaths(value[key], [...path, key])])
}

function update(value: unknown, path: Path, replace: (parent: Record<string, unknown>, key: string) => void) {
  const copy = structuredClone(value) as Record<string, unknown>
  let parent = copy
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string, unknown>
  replace(parent, path[path.length - 1] as string)
  return copy
}

/** Every seed, every key removed, every key set to every replacement, and the whole value replaced. */
function mutations(seeds: readonly unknown[]): unknown[] {
  const corpus: unknown[] = [...seeds, ...replacements, seeds]
  for (const seed of seeds) {
    for (const path of leafPaths(seed)) {
      corpus.push(
        update(seed, path, (parent, key) => {
          delete parent[key]
        }),
      )
      for (const replacement of replacements) {
        corpus.push(
          update(seed, path, (parent, key) => {
            parent[key] = replacement
          }),
        )
      }
    }
  }
  return corpus
}

/** Values on which the guard and the reference disagree, printable. */
function disagreements(
  corpus: readonly unknown[],
  guard: (value: unknown) => boolean,
  reference: z.ZodMiniType,
) {
  return corpus
    .filter((value) => guard(value) !== reference.safeParse(value).success)
    .map(
      (value) =>
        `guard ${guard(value)}, schema ${!guard(value)}: ${inspect(value, { depth: 5, breakLength: 200 })}`,
    )
}

describe('each guard accepts exactly what its schema accepts', () => {
  test('isLatchState and LatchState', () => {
    const corpus = mutations(states)
    expect(corpus.length).toBeGreaterThan(1000)
    expect(disagreements(corpus, isLatchState, LatchState)).toEqual([])
  })

  test('isFrameToHostRequest and FrameToHostRequest', () => {
    const corpus = mutations(frameRequests)
    expect(corpus.length).toBeGreaterThan(5000)
    expect(disagreements(corpus, isFrameToHostRequest, FrameToHostRequest)).toEqual([])
  })

  test('isProtocolError and ProtocolError', () => {
    expect(disagreements(mutations(errors), isProtocolError, ProtocolError)).toEqual([])
  })

  test('the corpora hold both verdicts', () => {
    for (const [seeds, guard] of [
      [states, isLatchState],
      [frameRequests, isFrameToHostRequest],
      [errors, isProtocolError],
    ] as const) {
      const verdicts = mutations(seeds).map((value) => guard(value))
      expect(verdicts.filter(Boolean).length).toBeGreaterThan(seeds.length)
      expect(verdicts.filter((verdict) => !verdict).length).toBeGreaterThan(seeds.length)
    }
  })
})

describe('isReplyTo', () => {
  const id = 'msg-7'
  const sample = (type: string) => {
    const payloads: Record<string, unknown> = { init: { state: fullState }, request: { result: '0x1' } }
    return payloads[type] ?? {}
  }

  // isReplyTo checks the envelope and leaves the success payload to its caller (it only needs to be
  // an object), so its reference is the success schema with the payload loosened to any object.
  describe.each(hostToFrameMessages)('$type', (message) => {
    const envelope = z.union([z.extend(message.success, { payload: z.object({}) }), message.error])
    const reference = z
      .unknown()
      .check(z.refine((value) => envelope.safeParse(value).success && (value as { id: string }).id === id))
    const seeds = [
      { v: 1, id, type: message.type, ok: true, payload: sample(message.type) },
      ...errors.map((error) => ({ v: 1, id, type: message.type, ok: false, error })),
    ]
    const guard = (value: unknown) => isReplyTo(value, message.type, id)

    test('agrees with the envelope schema on every mutation', () => {
      expect(disagreements(mutations(seeds), guard, reference)).toEqual([])
    })

    test('accepts every reply its full schemas accept', () => {
      const valid = mutations(seeds).filter(
        (value) =>
          (message.success.safeParse(value).success || message.error.safeParse(value).success) &&
          (value as { id: string }).id === id,
      )
      expect(valid.length).toBeGreaterThanOrEqual(seeds.length)
      expect(valid.filter((value) => !guard(value)).map((value) => inspect(value))).toEqual([])
    })

    test('refuses a reply to another request id', () => {
      expect(guard({ ...seeds[0], id: 'msg-8' })).toBe(false)
      expect(guard({ ...seeds[1], id: 'msg-8' })).toBe(false)
    })
  })

  test('leaves the success payload to the caller', () => {
    expect(isReplyTo({ v: 1, id, type: 'close', ok: true, payload: { closed: 'no' } }, 'close', id)).toBe(
      true,
    )
    expect(isReplyTo({ v: 1, id, type: 'close', ok: true, payload: null }, 'close', id)).toBe(false)
  })

  test('refuses a reply of another type', () => {
    expect(isReplyTo({ v: 1, id, type: 'open', ok: true, payload: {} }, 'close', id)).toBe(false)
  })
})

describe('isFrameToHostRequest on hostile types', () => {
  test.each(['toString', 'constructor', 'hasOwnProperty', 'valueOf', '__proto__', 'isPrototypeOf'])(
    'refuses type %s with a boolean and without throwing',
    (type) => {
      expect(isFrameToHostRequest(request(type, {}))).toBe(false)
    },
  )
})

describe('isShallow', () => {
  const nest = (depth: number, inArrays = false) => {
    let value: unknown = inArrays ? [] : {}
    for (let i = 0; i < depth; i++) value = inArrays ? [value] : { a: value }
    return value
  }

  test('takes values nested up to the limit, and refuses deeper ones in objects or arrays', () => {
    expect(isShallow(1)).toBe(true)
    expect(isShallow(nest(maxMessageDepth - 1))).toBe(true)
    expect(isShallow(nest(maxMessageDepth))).toBe(false)
    expect(isShallow(nest(maxMessageDepth, true))).toBe(false)
    expect(isShallow({ ok: 1, deep: nest(3) }, 3)).toBe(false)
    expect(isShallow({ ok: 1, deep: nest(1) }, 3)).toBe(true)
  })

  test('refuses a value nested 100,000 deep without overflowing the stack', () => {
    expect(isShallow(nest(100_000))).toBe(false)
  })
})
