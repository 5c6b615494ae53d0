import { describe, expect, test } from 'vitest'
import { rpcParams, TransactionRequest, WalletCall } from './rpcParams'

const address = `0x${'ab'.repeat(20)}`
const to = `0x${'cd'.repeat(20)}`

describe('personal_sign takes [hex message, address]', () => {
  test.each([[['0x68656c6c6f', address]], [['0x', address]]])('%j passes', (params) => {
    expect(rpcParams.personal_sign.safeParse(params).success).toBe(true)
  })

  test.each([
    ['reversed', [address, '0x68656c6c6f']],
    ['a plain-text message', ['hello', address]],
    ['no address', ['0x68656c6c6f']],
    ['a short address', ['0x68656c6c6f', '0x1234']],
    ['a third element', ['0x68656c6c6f', address, 'password']],
    ['an object', { message: '0x68656c6c6f', address }],
    ['nothing', []],
  ])('%s fails', (_, params) => {
    expect(rpcParams.personal_sign.safeParse(params).success).toBe(false)
  })
})

describe('wallet_sendCalls entries need a 0x to and 0x data', () => {
  const batch = (calls: unknown[], extra: object = {}) => [
    { version: '2.0.0', chainId: '0x7a69', from: address, calls, ...extra },
  ]

  test('a batch of calls with and without data and value passes', () => {
    const params = batch([{ to, data: '0xa9059cbb', value: '0x1' }, { to }, { to, data: '0x' }])
    expect(rpcParams.wallet_sendCalls.parse(params)).toEqual(params)
  })

  test.each([
    ['a to without 0x', [{ to: to.slice(2) }]],
    ['an ENS to', [{ to: 'vitalik.eth' }]],
    ['an upper-case 0X to', [{ to: `0X${to.slice(2)}` }]],
    ['no to', [{ data: '0x' }]],
    ['data without 0x', [{ to, data: 'a9059cbb' }]],
    ['a decimal value', [{ to, value: '100' }]],
    ['an empty value', [{ to, value: '0x' }]],
    ['no calls', []],
    ['101 calls', Array.from({ length: 101 }, () => ({ to }))],
  ])('%s fails', (_, calls) => {
    expect(rpcParams.wallet_sendCalls.safeParse(batch(calls)).success).toBe(false)
  })

  test('a bad from or chain id fails', () => {
    expect(rpcParams.wallet_sendCalls.safeParse(batch([{ to }], { from: '0x1' })).success).toBe(false)
    expect(rpcParams.wallet_sendCalls.safeParse(batch([{ to }], { chainId: 31337 })).success).toBe(false)
  })

  test('WalletCall is the entry schema', () => {
    expect(WalletCall.safeParse({ to, data: '0x' }).success).toBe(true)
    expect(WalletCall.safeParse({ to: 'ab' }).error?.issues[0]?.message).toBe("'to' must start with 0x")
    expect(WalletCall.safeParse({ to, data: 'ab' }).error?.issues[0]?.message).toBe('data must start with 0x')
  })
})

describe('eth_sendTransaction takes one transaction request', () => {
  test('a full request passes', () => {
    const tx = {
      from: address,
      to,
      data: '0x',
      value: '0xde0b6b3a7640000',
      gas: '0x5208',
      maxFeePerGas: '0x3b9aca00',
      maxPriorityFeePerGas: '0x1',
      nonce: '0x0',
      chainId: '0x7a69',
    }
    expect(rpcParams.eth_sendTransaction.parse([tx])).toEqual([tx])
    expect(rpcParams.eth_sendTransaction.safeParse([{}]).success).toBe(true)
  })

  test.each([
    ['a short to', { to: '0x12' }],
    ['non-hex data', { data: 'hello' }],
    ['a decimal value', { value: '1000' }],
    ['a numeric gas', { gas: 21000 }],
    ['a quantity of 65 digits', { nonce: `0x${'f'.repeat(65)}` }],
  ])('%s fails', (_, tx) => {
    expect(TransactionRequest.safeParse(tx).success).toBe(false)
  })

  test('two requests fail', () => {
    expect(rpcParams.eth_sendTransaction.safeParse([{}, {}]).success).toBe(false)
  })
})

describe('eth_signTypedData_v4 takes [address, typed data]', () => {
  test('a JSON string or an object passes', () => {
    expect(rpcParams.eth_signTypedData_v4.safeParse([address, '{"types":{}}']).success).toBe(true)
    expect(rpcParams.eth_signTypedData_v4.safeParse([address, { types: {} }]).success).toBe(true)
  })

  test('reversed, a huge string or a bad address fails', () => {
    expect(rpcParams.eth_signTypedData_v4.safeParse([{ types: {} }, address]).success).toBe(false)
    expect(rpcParams.eth_signTypedData_v4.safeParse([address, 'x'.repeat(100_001)]).success).toBe(false)
    expect(rpcParams.eth_signTypedData_v4.safeParse(['alice', {}]).success).toBe(false)
  })
})

describe('wallet_switchEthereumChain takes [{ chainId }] as a hex quantity', () => {
  test('0x7a69 passes', () => {
    expect(rpcParams.wallet_switchEthereumChain.safeParse([{ chainId: '0x7a69' }]).success).toBe(true)
  })

  test.each([31337, '31337', 'eip155:31337', '0x'])('%j fails', (chainId) => {
    expect(rpcParams.wallet_switchEthereumChain.safeParse([{ chainId }]).success).toBe(false)
  })
})

describe('wallet_sendCalls takes EIP-5792 v2 fields', () => {
  test('id, atomicRequired and per-call capabilities pass', () => {
    const params = [
      {
        version: '2.0.0',
        id: 'batch-1',
        chainId: '0x7a69',
        atomicRequired: true,
        calls: [{ to, capabilities: { paymasterService: { url: 'https://pm.example' } } }],
      },
    ]
    expect(rpcParams.wallet_sendCalls.parse(params)).toEqual(params)
  })

  test.each([
    ['a string atomicRequired', { atomicRequired: 'yes' }],
    ['an empty id', { id: '' }],
    ['an id over 4096 characters', { id: 'x'.repeat(4097) }],
  ])('%s fails', (_, extra) => {
    expect(
      rpcParams.wallet_sendCalls.safeParse([{ chainId: '0x1', calls: [{ to }], ...extra }]).success,
    ).toBe(false)
  })
})

describe('wallet_getCapabilities takes [address, chain ids?]', () => {
  test.each([[[address]], [[address, ['0x7a69', '0x7a6a']]]])('%j passes', (params) => {
    expect(rpcParams.wallet_getCapabilities.safeParse(params).success).toBe(true)
  })

  test.each([[[]], [['0x1']], [[address, [31337]]], [[address, '0x7a69']]])('%j fails', (params) => {
    expect(rpcParams.wallet_getCapabilities.safeParse(params).success).toBe(false)
  })
})

describe('wallet_getCallsStatus and wallet_showCallsStatus take [id]', () => {
  test.each(['wallet_getCallsStatus', 'wallet_showCallsStatus'] as const)('%s', (method) => {
    expect(rpcParams[method].safeParse(['0xabc']).success).toBe(true)
    expect(rpcParams[method].safeParse([]).success).toBe(false)
    expect(rpcParams[method].safeParse([''] as unknown[]).success).toBe(false)
    expect(rpcParams[method].safeParse([{ id: '0xabc' }]).success).toBe(false)
  })
})

describe('eth_sendUserOperation takes [partial op, entry point?] with callData', () => {
  test.each([[[{ callData: '0xb61d27f6' }]], [[{ sender: address, callData: '0x', nonce: '0x0' }, to]]])(
    '%j passes',
    (params) => {
      expect(rpcParams.eth_sendUserOperation.safeParse(params).success).toBe(true)
    },
  )

  test.each([
    ['no callData', [{ sender: address }]],
    ['callData without 0x', [{ callData: 'b61d27f6' }]],
    ['a decimal nonce', [{ callData: '0x', nonce: '1' }]],
    ['a bad entry point', [{ callData: '0x' }, '0x12']],
  ])('%s fails', (_, params) => {
    expect(rpcParams.eth_sendUserOperation.safeParse(params).success).toBe(false)
  })
})
