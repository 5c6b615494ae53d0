import { UserRejectedRequestError } from '@latch/protocol'
import { describe, expect, it, vi } from 'vitest'
import { runEmbeddedMethod } from '@/connectors/internal/runEmbeddedMethod'
import { decodeCallsId } from './callsId'
import { fakeMethodContext, owner, smartAccount } from './testing/fakeMethodContext'
import { walletSendCalls } from './walletSendCalls'

const usdl = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const router = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
const approveData = `0x095ea7b3${router.slice(2).toLowerCase().padStart(64, '0')}${'0'.repeat(62)}64`
const swapData = '0x18cbafe5'

const batch = (extra: object = {}) => [
  {
    version: '2.0.0',
    chainId: '0x7a69',
    atomicRequired: true,
    calls: [
      { to: usdl, data: approveData },
      { to: router, data: swapData, value: '0x0' },
    ],
    ...extra,
  },
]

describe('wallet_sendCalls from the smart account', () => {
  it('asks for one approval of the whole batch and sends it as one UserOperation', async () => {
    const params = batch()
    const context = fakeMethodContext({ accountType: 'smartAccount', params })
    const { id } = (await runEmbeddedMethod('wallet_sendCalls', walletSendCalls, context)) as { id: string }
    expect(context.approve).toHaveBeenCalledTimes(1)
    expect(context.approve).toHaveBeenCalledWith({
      method: 'wallet_sendCalls',
      params,
      chainId: 31337,
      address: smartAccount,
      accountType: 'smartAccount',
      sponsored: true,
    })
    expect(context.sendSmartAccountCalls).toHaveBeenCalledWith([
      { to: usdl, data: approveData },
      { to: router, data: swapData, value: 0n },
    ])
    expect(context.sendEoaTransaction).not.toHaveBeenCalled()
    expect(decodeCallsId(id)).toEqual({
      chainId: 31337,
      kind: 'userOperation',
      userOpHash: `0x${'0a'.repeat(32)}`,
    })
  })

  it('sends nothing when the user rejects', async () => {
    const context = fakeMethodContext({
      accountType: 'smartAccount',
      params: batch(),
      approve: vi.fn(async () => {
        throw new UserRejectedRequestError()
      }),
    })
    await expect(runEmbeddedMethod('wallet_sendCalls', walletSendCalls, context)).rejects.toMatchObject({
      code: 4001,
    })
    expect(context.sendSmartAccountCalls).not.toHaveBeenCalled()
  })

  it("answers with the app's own id, and refuses it again with 5720", async () => {
    const params = batch({ id: 'host-batch-1' })
    expect(
      await runEmbeddedMethod(
        'wallet_sendCalls',
        walletSendCalls,
        fakeMethodContext({ accountType: 'smartAccount', params }),
      ),
    ).toEqual({
      id: 'host-batch-1',
    })
    await expect(
      runEmbeddedMethod(
        'wallet_sendCalls',
        walletSendCalls,
        fakeMethodContext({ accountType: 'smartAccount', params }),
      ),
    ).rejects.toMatchObject({
      code: 5720,
    })
  })

  it('takes paymasterService where the project sponsors, and refuses it (5700) where it does not', async () => {
    const capabilities = { paymasterService: { url: 'https://paymaster.example' } }
    await expect(
      runEmbeddedMethod(
        'wallet_sendCalls',
        walletSendCalls,
        fakeMethodContext({ accountType: 'smartAccount', params: batch({ capabilities }) }),
      ),
    ).resolves.toHaveProperty('id')
    const unsponsored = fakeMethodContext({
      accountType: 'smartAccount',
      sponsored: false,
      params: batch({ capabilities }),
    })
    await expect(runEmbeddedMethod('wallet_sendCalls', walletSendCalls, unsponsored)).rejects.toMatchObject({
      code: 5700,
    })
    expect(unsponsored.approve).not.toHaveBeenCalled()
  })
})

describe('wallet_sendCalls refuses before asking the user', () => {
  it.each([
    ['an unknown required capability (5700)', batch({ capabilities: { flashbots: { fast: true } } }), 5700],
    [
      'an unknown required capability of one call (5700)',
      batch({ calls: [{ to: usdl, capabilities: { auxiliaryFunds: {} } }] }),
      5700,
    ],
    ['another chain (5710)', batch({ chainId: '0x7a6a' }), 5710],
    ['another account (4100)', batch({ from: owner }), 4100],
    ["a 'to' that is not an address (-32602)", batch({ calls: [{ to: '0x1234' }] }), -32602],
    ["a 'to' without 0x (-32602)", batch({ calls: [{ to: usdl.slice(2) }] }), -32602],
    ['a decimal value (-32602)', batch({ calls: [{ to: usdl, value: '10' }] }), -32602],
  ])('%s', async (_, params, code) => {
    const context = fakeMethodContext({ accountType: 'smartAccount', params })
    await expect(runEmbeddedMethod('wallet_sendCalls', walletSendCalls, context)).rejects.toMatchObject({
      code,
    })
    expect(context.approve).not.toHaveBeenCalled()
  })

  it('ignores an unknown capability the app marked optional', async () => {
    const context = fakeMethodContext({
      accountType: 'smartAccount',
      params: batch({ capabilities: { flashbots: { optional: true } } }),
    })
    await expect(runEmbeddedMethod('wallet_sendCalls', walletSendCalls, context)).resolves.toHaveProperty(
      'id',
    )
  })
})

describe('wallet_sendCalls from the EOA', () => {
  it('refuses atomicRequired with 5760', async () => {
    const context = fakeMethodContext({ params: batch() })
    await expect(runEmbeddedMethod('wallet_sendCalls', walletSendCalls, context)).rejects.toMatchObject({
      code: 5760,
    })
    expect(context.approve).not.toHaveBeenCalled()
  })

  it('sends the calls one by one after one approval, each once the one before it is mined', async () => {
    const mined: unknown[] = []
    const context = fakeMethodContext({
      params: batch({ atomicRequired: false }),
      reads: {
        eth_getTransactionReceipt: (params) => {
          mined.push(params)
          return { status: '0x1' }
        },
      },
    })
    const { id } = (await runEmbeddedMethod('wallet_sendCalls', walletSendCalls, context)) as { id: string }
    expect(context.approve).toHaveBeenCalledTimes(1)
    expect(context.approve).toHaveBeenCalledWith(
      expect.objectContaining({ address: owner, sponsored: false }),
    )
    expect(vi.mocked(context.sendEoaTransaction).mock.calls).toEqual([
      [{ to: usdl, data: approveData }],
      [{ to: router, data: swapData, value: 0n }],
    ])
    const first = `0x${'1'.padStart(64, '0')}`
    expect(mined).toEqual([[first]])
    expect(decodeCallsId(id)).toEqual({
      chainId: 31337,
      kind: 'transactions',
      hashes: [first, `0x${'2'.padStart(64, '0')}`],
    })
  })

  it('tells which calls were sent when a later one fails', async () => {
    const context = fakeMethodContext({
      params: batch({ atomicRequired: false }),
      reads: { eth_getTransactionReceipt: () => ({ status: '0x1' }) },
    })
    vi.mocked(context.sendEoaTransaction)
      .mockResolvedValueOnce(`0x${'1'.padStart(64, '0')}`)
      .mockRejectedValueOnce(new Error('execution reverted'))
    const failure = runEmbeddedMethod('wallet_sendCalls', walletSendCalls, context)
    await expect(failure).rejects.toThrow(
      'Call 2 of 2 was not sent (execution reverted); the 1 before it were.',
    )
    await expect(failure).rejects.toMatchObject({
      data: { id: expect.stringMatching(/^eip155:31337:tx:0x/) },
    })
  })
})
