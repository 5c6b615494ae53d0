import { describe, expect, test } from 'vitest'
import type * as z from 'zod/mini'
import { browserWalletInfo, InjectedWalletInfo } from '../schemas/InjectedWalletInfo'
import type { LatchState } from '../schemas/LatchState'
import {
  FrameToHostRequest,
  type FrameToHostType,
  frameToHostMessages,
  HostToFrameRequest,
  type HostToFrameType,
  hostToFrameMessages,
  messageDefinition,
  type PayloadOf,
  type SuccessOf,
} from './catalogue'

const address = `0x${'ab'.repeat(20)}`
const state: LatchState = {
  open: true,
  view: 'Account',
  status: 'connected',
  address,
  caipAddress: `eip155:31337:${address}`,
  chainId: 31337,
  caipNetworkId: 'eip155:31337',
  connector: { id: 'io.metamask', name: 'MetaMask', type: 'INJECTED' },
}
const wallet = {
  uuid: 'w-1',
  name: 'MetaMask',
  icon: 'data:image/svg+xml;base64,PHN2Zz4=',
  rdns: 'io.metamask',
}
const metadata = {
  name: 'Demo',
  description: 'A demo app',
  url: 'https://app.example',
  icons: ['https://app.example/icon.png'],
}
const user = {
  email: 'alice@example.com',
  address,
  chainId: 31337,
  smartAccountDeployed: false,
  accounts: [{ address, type: 'eoa' as const }],
  preferredAccountType: 'eoa' as const,
  userName: 'alice',
}
const long = (length: number) => 'x'.repeat(length)
const initPayload: PayloadOf<'init'> = {
  version: 1,
  projectId: 'p1',
  networks: ['eip155:31337', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
  themeMode: 'dark',
  themeVariables: { '--latch-accent': '#ff00aa', '--latch-z-index': 10 },
  metadata,
  sdkVersion: '0.1.0',
  sdkType: 'latch',
  isMobile: false,
  injected: [wallet],
  mirror: { lastConnector: 'injected', theme: 'dark' },
}

type MessageType = HostToFrameType | FrameToHostType
type Case<T extends MessageType> = {
  goodPayload: PayloadOf<T>
  /** Payloads that must fail, by what is wrong with them. */
  badPayloads: Record<string, unknown>
  goodResult: SuccessOf<T>['payload']
  /** Success payloads that must fail, by what is wrong with them. */
  badResults: Record<string, unknown>
}

// One row per message of the catalogue; the mapped type and the coverage test below make a new
// message without a row fail.
const cases: { [T in MessageType]: Case<T> } = {
  init: {
    goodPayload: initPayload,
    badPayloads: {
      'another protocol version': { ...initPayload, version: 2 },
      'empty projectId': { ...initPayload, projectId: '' },
      'projectId of 101 chars': { ...initPayload, projectId: long(101) },
      'a network outside the namespaces': { ...initPayload, networks: ['cosmos:cosmoshub-4'] },
      'a javascript: metadata url': { ...initPayload, metadata: { ...metadata, url: 'javascript:alert(1)' } },
      'isMobile as a string': { ...initPayload, isMobile: 'no' },
      'no injected list': { ...initPayload, injected: undefined },
      '51 injected wallets': { ...initPayload, injected: Array.from({ length: 51 }, () => wallet) },
      'injected wallets that are not a list': { ...initPayload, injected: { 0: wallet } },
      'a mirror key of 101 chars': { ...initPayload, mirror: { [long(101)]: 'x' } },
      'a mirror value of 200001 chars': { ...initPayload, mirror: { theme: long(200_001) } },
      'a featured wallet id of 101 chars': { ...initPayload, featuredWalletIds: [long(101)] },
      'a custom wallet without a name': { ...initPayload, customWallets: [{ id: 'mine' }] },
      'an unknown connect method': { ...initPayload, features: { connectMethodsOrder: ['fax'] } },
      'a sign-in statement of 501 chars': { ...initPayload, siwx: { statement: long(501) } },
      'a javascript: terms url': { ...initPayload, termsConditionsUrl: 'javascript:alert(1)' },
      'sdkVersion of 51 chars': { ...initPayload, sdkVersion: long(51) },
    },
    goodResult: { state },
    badResults: {
      'no state': {},
      'a view that is no view name': { state: { ...state, view: 'nope<script>' } },
    },
  },
  open: {
    goodPayload: { view: 'Connect' },
    badPayloads: { 'an unknown view': { view: 'Nope' }, 'a numeric view': { view: 1 } },
    goodResult: {},
    badResults: {},
  },
  close: {
    goodPayload: {},
    badPayloads: {},
    goodResult: { closed: true },
    badResults: { 'no closed flag': {}, 'closed as a string': { closed: 'yes' } },
  },
  request: {
    goodPayload: { method: 'eth_chainId', params: [] },
    badPayloads: {
      'an empty method': { method: '' },
      'a method of 101 chars': { method: long(101) },
      'a numeric method': { method: 1 },
      'params as a string': { method: 'eth_call', params: 'x' },
      '101 params': { method: 'eth_call', params: Array.from({ length: 101 }, () => 1) },
    },
    goodResult: { result: '0x7a69' },
    badResults: { 'no result key': {} },
  },
  'injected.announce': {
    goodPayload: { wallets: [wallet] },
    badPayloads: {
      'no wallets': {},
      '51 wallets': { wallets: Array.from({ length: 51 }, () => wallet) },
      'wallets that are not a list': { wallets: wallet },
    },
    goodResult: {},
    badResults: {},
  },
  'injected.event': {
    goodPayload: { uuid: 'w-1', event: 'accountsChanged', data: [address] },
    badPayloads: {
      'an unknown event': { uuid: 'w-1', event: 'message', data: null },
      'an empty uuid': { uuid: '', event: 'connect', data: null },
      'no data key': { uuid: 'w-1', event: 'connect' },
    },
    goodResult: {},
    badResults: {},
  },
  switchNetwork: {
    goodPayload: { chainId: 31337 },
    badPayloads: {
      'chain 0': { chainId: 0 },
      'a negative chain': { chainId: -1 },
      'a fractional chain': { chainId: 1.5 },
      'an empty chain string': { chainId: '' },
      'a chain string of 65 chars': { chainId: long(65) },
      'no chain': {},
    },
    goodResult: { chainId: 'eip155:31337' },
    badResults: { 'chain 0': { chainId: 0 } },
  },
  connectEmail: {
    goodPayload: { email: 'alice@example.com' },
    badPayloads: {
      'no @': { email: 'alice' },
      'no domain dot': { email: 'alice@example' },
      'an empty email': { email: '' },
      'an email of 255 chars': { email: `${long(243)}@example.com` },
      'no email': {},
    },
    goodResult: { action: 'VERIFY_OTP' },
    badResults: {
      'a lower-case action': { action: 'verify_otp' },
      'an update-email action': { action: 'VERIFY_PRIMARY_OTP' },
    },
  },
  connectDevice: { goodPayload: {}, badPayloads: {}, goodResult: {}, badResults: {} },
  connectOtp: {
    goodPayload: { otp: '123456' },
    badPayloads: {
      '5 digits': { otp: '12345' },
      '7 digits': { otp: '1234567' },
      letters: { otp: 'abcdef' },
      'a number': { otp: 123456 },
      'a leading space': { otp: ' 123456' },
    },
    goodResult: {},
    badResults: { 'another action': { action: 'CONNECT' } },
  },
  getSocialRedirectUri: {
    goodPayload: { provider: 'google' },
    badPayloads: {
      'twitter (it is x)': { provider: 'twitter' },
      'a capitalised provider': { provider: 'Google' },
    },
    goodResult: { uri: 'https://accounts.example/authorize?state=1' },
    badResults: { 'a javascript: uri': { uri: 'javascript:alert(1)' } },
  },
  connectSocial: {
    goodPayload: { uri: 'https://frame.example/popup?code=abc&state=1', preferredAccountType: 'eoa' },
    badPayloads: {
      'a javascript: uri': { uri: 'javascript:alert(1)' },
      'an unknown account type': { uri: 'https://frame.example/popup', preferredAccountType: 'contract' },
    },
    goodResult: user,
    badResults: { 'a short address': { ...user, address: '0x12' }, 'no address': { chainId: 1 } },
  },
  getFarcasterUri: {
    goodPayload: {},
    badPayloads: {},
    goodResult: { url: 'https://farcaster.example/connect?channel=1' },
    badResults: { 'an ftp url': { url: 'ftp://farcaster.example' } },
  },
  connectFarcaster: {
    goodPayload: {},
    badPayloads: {},
    goodResult: { userName: 'alice' },
    badResults: { 'a numeric user name': { userName: 1 } },
  },
  connectSecondFactor: {
    goodPayload: { code: 'abcde-fghij' },
    badPayloads: {
      '5 digits': { code: '12345' },
      'a recovery code one letter short': { code: 'abcde-fghi' },
      'a number': { code: 123456 },
      'no code': {},
    },
    goodResult: user,
    badResults: { 'no address': { chainId: 1 }, 'the action alone': { action: 'VERIFY_SECOND_FACTOR' } },
  },
  getUser: {
    goodPayload: { chainId: 31337, preferredAccountType: 'smartAccount' },
    badPayloads: { 'chain 0': { chainId: 0 }, 'an unknown account type': { preferredAccountType: 'x' } },
    goodResult: user,
    badResults: {
      '11 accounts': { ...user, accounts: Array.from({ length: 11 }, () => ({ address, type: 'eoa' })) },
    },
  },
  signOut: { goodPayload: {}, badPayloads: {}, goodResult: {}, badResults: {} },
  isConnected: {
    goodPayload: {},
    badPayloads: {},
    goodResult: { isConnected: true },
    badResults: { 'a string flag': { isConnected: 'true' } },
  },
  getChainId: {
    goodPayload: {},
    badPayloads: {},
    goodResult: { chainId: 31337 },
    badResults: { 'chain 0': { chainId: 0 } },
  },
  rpcRequest: {
    goodPayload: { method: 'personal_sign', params: ['0x68656c6c6f', address] },
    badPayloads: {
      'an empty method': { method: '' },
      'params as a number': { method: 'eth_call', params: 1 },
    },
    goodResult: { result: `0x${'1'.repeat(130)}` },
    badResults: { 'no result key': {} },
  },
  updateEmail: {
    goodPayload: { email: 'alice@example.com' },
    badPayloads: { 'an invalid email': { email: 'alice@' } },
    goodResult: { action: 'VERIFY_SECONDARY_OTP' },
    badResults: { 'a connect action': { action: 'CONNECT' } },
  },
  updateEmailPrimaryOtp: {
    goodPayload: { otp: '000000' },
    badPayloads: { '5 digits': { otp: '00000' } },
    goodResult: {},
    badResults: {},
  },
  updateEmailSecondaryOtp: {
    goodPayload: { otp: '999999' },
    badPayloads: { 'a letter': { otp: '99999a' } },
    goodResult: { newEmail: 'alice@new.example' },
    badResults: { 'an invalid email': { newEmail: 'alice' } },
  },
  syncTheme: {
    goodPayload: { themeMode: 'light', themeVariables: { '--latch-font-family': "'Inter', sans-serif" } },
    badPayloads: {
      'theme mode blue': { themeMode: 'blue' },
      'an unsafe theme value': { themeVariables: { '--latch-accent': 'url(javascript:alert(1))' } },
      'an unknown theme key': { themeVariables: { color: 'red' } },
    },
    goodResult: {},
    badResults: {},
  },
  syncDappData: {
    goodPayload: { metadata, sdkVersion: '0.1.0', sdkType: 'latch', projectId: 'p1' },
    badPayloads: {
      'an empty projectId': { sdkVersion: '0.1.0', sdkType: 'latch', projectId: '' },
      'no sdkVersion': { sdkType: 'latch', projectId: 'p1' },
      'a javascript: icon': {
        metadata: { ...metadata, icons: ['javascript:alert(1)'] },
        sdkVersion: '0.1.0',
        sdkType: 'latch',
        projectId: 'p1',
      },
    },
    goodResult: {},
    badResults: {},
  },
  getSmartAccountEnabledNetworks: {
    goodPayload: {},
    badPayloads: {},
    goodResult: { smartAccountEnabledNetworks: [31337, 1] },
    badResults: {
      'chain 0': { smartAccountEnabledNetworks: [0] },
      'a string chain': { smartAccountEnabledNetworks: ['1'] },
    },
  },
  initSmartAccount: {
    goodPayload: {},
    badPayloads: {},
    goodResult: { address, isDeployed: true },
    badResults: { 'a short address': { address: '0x12', isDeployed: true } },
  },
  setPreferredAccount: {
    goodPayload: { type: 'smartAccount' },
    badPayloads: { 'an unknown account type': { type: 'eoa2' } },
    goodResult: { type: 'smartAccount', address },
    badResults: { 'no address': { type: 'eoa' } },
  },
  reload: { goodPayload: {}, badPayloads: {}, goodResult: {}, badResults: {} },
  setVisible: {
    goodPayload: { visible: true },
    badPayloads: { 'a string flag': { visible: 'true' }, 'no flag': {} },
    goodResult: {},
    badResults: {},
  },
  emit: {
    goodPayload: { event: 'chainChanged', data: '0x7a69' },
    badPayloads: {
      'an unknown event': { event: 'message', data: null },
      'no data key': { event: 'connect' },
    },
    goodResult: {},
    badResults: {},
  },
  state: {
    goodPayload: { state },
    badPayloads: {
      'no state': {},
      'a view that is no view name': { state: { ...state, view: 'x'.repeat(41) } },
      'an unknown status': { state: { ...state, status: 'open' } },
      'a short address': { state: { ...state, address: '0x12' } },
    },
    goodResult: {},
    badResults: {},
  },
  'injected.request': {
    goodPayload: { uuid: 'w-1', method: 'eth_requestAccounts', params: [] },
    badPayloads: {
      'an empty uuid': { uuid: '', method: 'eth_accounts' },
      'an empty method': { uuid: 'w-1', method: '' },
      'params as a number': { uuid: 'w-1', method: 'eth_accounts', params: 1 },
    },
    goodResult: { result: [address] },
    badResults: { 'no result key': {} },
  },
  'mirror.set': {
    goodPayload: { key: 'theme', value: 'dark' },
    badPayloads: {
      'an unknown key': { key: 'secret', value: 'x' },
      'no value key': { key: 'theme' },
      'a numeric value': { key: 'theme', value: 1 },
      'a value of 200001 chars': { key: 'theme', value: long(200_001) },
    },
    goodResult: {},
    badResults: {},
  },
}

type Definition = { type: string; request: z.ZodMiniType; success: z.ZodMiniType; error: z.ZodMiniType }
const catalogue: readonly Definition[] = [...hostToFrameMessages, ...frameToHostMessages]
const table = catalogue.map((message) => ({ message, ...cases[message.type as MessageType] }))

const id = 'msg-1'
const request = (type: string, payload: unknown) => ({ v: 1, id, type, payload })
const success = (type: string, payload: unknown) => ({ v: 1, id, type, ok: true, payload })
const failure = (type: string) => ({
  v: 1,
  id,
  type,
  ok: false,
  error: { code: 4001, message: 'User rejected the request.' },
})
const without = (value: Record<string, unknown>, key: string) => {
  const { [key]: _, ...rest } = value
  return rest
}

test('the table covers the whole catalogue, 29 host → frame and 5 frame → host messages', () => {
  expect(hostToFrameMessages).toHaveLength(29)
  expect(frameToHostMessages).toHaveLength(5)
  const types = catalogue.map((message) => message.type)
  expect(new Set(types).size).toBe(types.length)
  expect(Object.keys(cases).sort()).toEqual([...types].sort())
})

describe.each(table)('$message.type', ({ message, goodPayload, badPayloads, goodResult, badResults }) => {
  const { type } = message

  test('a good request, success and error reply parse unchanged', () => {
    for (const [schema, value] of [
      [message.request, request(type, goodPayload)],
      [message.success, success(type, goodResult)],
      [message.error, failure(type)],
    ] as const) {
      const parsed = schema.safeParse(value)
      expect(parsed.error).toBeUndefined()
      expect(parsed.data).toEqual(value)
    }
  })

  test.each(Object.entries(badPayloads))('a request with %s fails', (_, payload) => {
    expect(message.request.safeParse(request(type, payload)).success).toBe(false)
  })

  test.each(Object.entries(badResults))('a success reply with %s fails', (_, payload) => {
    expect(message.success.safeParse(success(type, payload)).success).toBe(false)
  })

  test.each([
    ['another version', { v: 2 }],
    ['the version as a string', { v: '1' }],
    ['an empty id', { id: '' }],
    ['an id of 65 chars', { id: long(65) }],
    ['a numeric id', { id: 1 }],
    ['another type', { type: type === 'open' ? 'close' : 'open' }],
  ])('every envelope with %s fails', (_, change) => {
    expect(message.request.safeParse({ ...request(type, goodPayload), ...change }).success).toBe(false)
    expect(message.success.safeParse({ ...success(type, goodResult), ...change }).success).toBe(false)
    expect(message.error.safeParse({ ...failure(type), ...change }).success).toBe(false)
  })

  test.each([
    ['null', null],
    ['an array', []],
    ['a string', '{}'],
  ])('a request or success whose payload is %s fails', (_, payload) => {
    expect(message.request.safeParse(request(type, payload)).success).toBe(false)
    expect(message.success.safeParse(success(type, payload)).success).toBe(false)
  })

  test.each(['v', 'id', 'type'])('every envelope without %s fails', (key) => {
    expect(message.request.safeParse(without(request(type, goodPayload), key)).success).toBe(false)
    expect(message.success.safeParse(without(success(type, goodResult), key)).success).toBe(false)
    expect(message.error.safeParse(without(failure(type), key)).success).toBe(false)
  })

  test('a request without payload fails', () => {
    expect(message.request.safeParse(without(request(type, goodPayload), 'payload')).success).toBe(false)
  })

  test('a reply with the other ok flag, or none, fails', () => {
    expect(message.success.safeParse({ ...success(type, goodResult), ok: false }).success).toBe(false)
    expect(message.success.safeParse(without(success(type, goodResult), 'ok')).success).toBe(false)
    expect(message.error.safeParse({ ...failure(type), ok: true }).success).toBe(false)
    expect(message.error.safeParse(without(failure(type), 'ok')).success).toBe(false)
  })

  test.each([
    ['no error', undefined],
    ['a fractional code', { code: 1.5, message: 'x' }],
    ['a string code', { code: '4001', message: 'x' }],
    ['no message', { code: 4001 }],
    ['a message of 2001 chars', { code: 4001, message: long(2001) }],
    ['an error as a string', 'User rejected'],
  ])('an error reply with %s fails', (_, error) => {
    expect(message.error.safeParse({ ...failure(type), error }).success).toBe(false)
  })

  test('an error reply may carry data', () => {
    const value = {
      ...failure(type),
      error: { code: -32602, message: 'Invalid parameters.', data: { path: 'x' } },
    }
    expect(message.error.parse(value)).toEqual(value)
  })

  test('unknown keys are allowed and stripped, in the envelope and in the payload', () => {
    const payload = { ...(goodPayload as object), extra: 1 }
    expect(message.request.parse({ ...request(type, payload), extra: 1 })).toEqual(request(type, goodPayload))
    const result = { ...(goodResult as object), extra: 1 }
    expect(message.success.parse({ ...success(type, result), extra: 1 })).toEqual(success(type, goodResult))
    expect(message.error.parse({ ...failure(type), extra: 1 })).toEqual(failure(type))
  })

  test('messageDefinition finds it', () => {
    expect(messageDefinition(type)).toBe(message)
  })
})

describe('HostToFrameRequest and FrameToHostRequest', () => {
  const hostTypes = new Set<string>(hostToFrameMessages.map((message) => message.type))

  test.each(table)('$message.type parses in its own direction only', ({ message, goodPayload }) => {
    const value = request(message.type, goodPayload)
    const [own, other] = hostTypes.has(message.type)
      ? [HostToFrameRequest, FrameToHostRequest]
      : [FrameToHostRequest, HostToFrameRequest]
    expect(own.parse(value)).toEqual(value)
    expect(other.safeParse(value).success).toBe(false)
  })

  test.each(['nope', '', 'toString', '__proto__', 'constructor', 1, null])('type %s is refused', (type) => {
    expect(HostToFrameRequest.safeParse(request(type as string, {})).success).toBe(false)
    expect(FrameToHostRequest.safeParse(request(type as string, {})).success).toBe(false)
  })

  test('a request without type is refused', () => {
    expect(HostToFrameRequest.safeParse(without(request('open', {}), 'type')).success).toBe(false)
    expect(
      FrameToHostRequest.safeParse(without(request('setVisible', { visible: true }), 'type')).success,
    ).toBe(false)
  })

  test('the type picks the schema: a payload valid for another type is judged by its own', () => {
    const result = HostToFrameRequest.safeParse(request('connectOtp', { email: 'alice@example.com' }))
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([['payload', 'otp']])
    expect(FrameToHostRequest.safeParse(request('setVisible', { key: 'theme', value: null })).success).toBe(
      false,
    )
  })

  test('a parse result narrows on type', () => {
    const parsed = HostToFrameRequest.parse(request('connectEmail', { email: 'alice@example.com' }))
    expect(parsed.type === 'connectEmail' && parsed.payload.email).toBe('alice@example.com')
  })
})

describe('messageDefinition', () => {
  test.each(['nope', '', 'toString', '__proto__', 'constructor', 'Open'])('knows no %j', (type) => {
    expect(messageDefinition(type)).toBeUndefined()
  })
})

describe('the host wallets of init and injected.announce', () => {
  // The SDK passes on each wallet's strings as the page announced them; the frame keeps those it can show.
  const unsafe = [
    { ...wallet, uuid: 'w-2', icon: 'javascript:alert(1)' },
    { ...wallet, uuid: 'w-3', icon: 'data:text/html,<script>' },
    { ...wallet, uuid: '' },
    { ...wallet, uuid: 'w-4', name: long(101) },
    { ...wallet, uuid: 'w-5', rdns: 42 },
    'not a wallet',
  ]
  const kept = { ...wallet, uuid: 'w-6' }

  test.each([
    ['init', (wallets: unknown[]) => ({ ...initPayload, injected: wallets }), 'injected'],
    ['injected.announce', (wallets: unknown[]) => ({ wallets }), 'wallets'],
  ] as const)('%s drops a wallet it cannot show and keeps the others', (type, payloadOf, key) => {
    const parsed = HostToFrameRequest.parse(
      request(type, payloadOf([wallet, ...unsafe, { ...kept, extra: 1 }])),
    )
    expect((parsed.payload as Record<string, unknown>)[key]).toEqual([wallet, kept])
  })

  test.each([
    ['init', (wallets: unknown[]) => ({ ...initPayload, injected: wallets }), 'injected'],
    ['injected.announce', (wallets: unknown[]) => ({ wallets }), 'wallets'],
  ] as const)("%s names and draws the page's window.ethereum, sent as 'injected'", (type, payloadOf, key) => {
    const parsed = HostToFrameRequest.parse(request(type, payloadOf(['injected'])))
    expect((parsed.payload as Record<string, unknown>)[key]).toEqual([browserWalletInfo])
    expect(browserWalletInfo).toMatchObject({ uuid: 'injected', name: 'Browser Wallet', rdns: 'injected' })
    expect(InjectedWalletInfo.parse(browserWalletInfo)).toEqual(browserWalletInfo)
  })
})

describe('what init defaults', () => {
  const parse = (payload: object) =>
    HostToFrameRequest.parse(request('init', payload)).payload as PayloadOf<'init'>
  const { version: _version, sdkType: _sdkType, themeMode: _themeMode, ...sent } = initPayload

  test('the version and the SDK type, when the SDK leaves them out', () => {
    expect(parse(sent)).toMatchObject({ version: 1, sdkType: 'latch' })
    expect(parse(initPayload)).toMatchObject({ version: 1, sdkType: 'latch', themeMode: 'dark' })
  })

  test.each(['blue', '', 1, null])('the theme mode, when the script tag gave %j', (themeMode) => {
    const parsed = parse({ ...sent, themeMode })
    expect(parsed.themeMode).toBeUndefined()
    expect(parsed.projectId).toBe('p1')
  })
  test('the theme variables the SDK passes on as the host gave them: each unknown key or unsafe value is dropped, the rest kept', () => {
    const parsed = parse({
      ...sent,
      themeVariables: {
        '--latch-accent': '#ff00aa',
        '--latch-font-family': 'red;}body{display:none',
        '--latch-z-index': 10,
        '--latch-color-mix': 'url(javascript:alert(1))',
        '--latch-border-radius-master': { toString: () => '4px' },
        '--evil': 'red',
      },
    })
    expect(parsed.themeVariables).toEqual({ '--latch-accent': '#ff00aa', '--latch-z-index': 10 })
    expect(parsed.projectId).toBe('p1')
  })

  test.each([null, 'red', ['#ff00aa'], 1])('no theme variables, when the host gave %j', (themeVariables) => {
    expect(parse({ ...sent, themeVariables }).themeVariables).toEqual({})
  })

  test('no theme variables, when the host gave none', () => {
    const { themeVariables: _themeVariables, ...none } = sent
    expect(parse(none).themeVariables).toBeUndefined()
    expect(parse({ ...none, themeVariables: undefined }).themeVariables).toBeUndefined()
  })
})
