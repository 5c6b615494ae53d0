import { describe, expect, it, vi } from 'vitest'
import { runEmbeddedMethod } from '@/connectors/internal/runEmbeddedMethod'
import { ethSendTransaction } from './ethSendTransaction'
import { fakeMethodContext, owner, smartAccount } from './testing/fakeMethodContext'

const to = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const transactionHash = `0x${'7e'.repeat(32)}`

describe('eth_sendTransaction', () => {
  it('the EOA sends it with the key once approved, with its quantities as numbers, and answers the hash', async () => {
    const params = [
      { from: owner, to, value: '0x10', data: '0xabcdef', gas: '0x5208', gasPrice: '0x3b9aca00' },
    ]
    const context = fakeMethodContext({ params })
    expect(await runEmbeddedMethod('eth_sendTransaction', ethSendTransaction, context)).toBe(
      `0x${'1'.padStart(64, '0')}`,
    )
    expect(context.approve).toHaveBeenCalledWith({
      method: 'eth_sendTransaction',
      params,
      chainId: 31337,
      address: owner,
      accountType: 'eoa',
      sponsored: false,
    })
    expect(context.sendEoaTransaction).toHaveBeenCalledWith({
      to,
      value: 16n,
      data: '0xabcdef',
      gas: 21_000n,
      gasPrice: 1_000_000_000n,
    })
    expect(context.sendSmartAccountCalls).not.toHaveBeenCalled()
  })

  it('the EOA may deploy a contract (no recipient)', async () => {
    const context = fakeMethodContext({ params: [{ data: '0x6000' }] })
    await runEmbeddedMethod('eth_sendTransaction', ethSendTransaction, context)
    expect(context.sendEoaTransaction).toHaveBeenCalledWith({ data: '0x6000' })
  })

  it.each([true, false])(
    'the smart account sends it as one UserOperation (sponsored: %s) and answers the hash of the transaction that carried it',
    async (sponsored) => {
      const context = fakeMethodContext({
        accountType: 'smartAccount',
        sponsored,
        params: [{ to, value: '0x1' }],
        waitForUserOperation: vi.fn(async () => ({ receipt: { transactionHash } }) as never),
      })
      expect(await runEmbeddedMethod('eth_sendTransaction', ethSendTransaction, context)).toBe(
        transactionHash,
      )
      expect(context.approve).toHaveBeenCalledWith(
        expect.objectContaining({ address: smartAccount, accountType: 'smartAccount', sponsored }),
      )
      expect(context.sendSmartAccountCalls).toHaveBeenCalledWith([{ to, value: 1n, data: undefined }])
      expect(context.waitForUserOperation).toHaveBeenCalledWith(`0x${'0a'.repeat(32)}`)
      expect(context.sendEoaTransaction).not.toHaveBeenCalled()
    },
  )

  it('the smart account refuses to deploy a contract before asking the user', async () => {
    const context = fakeMethodContext({ accountType: 'smartAccount', params: [{ data: '0x6000' }] })
    await expect(runEmbeddedMethod('eth_sendTransaction', ethSendTransaction, context)).rejects.toMatchObject(
      {
        code: -32602,
        message: 'A smart account cannot deploy a contract by eth_sendTransaction.',
      },
    )
    expect(context.approve).not.toHaveBeenCalled()
  })

  it('refuses malformed parameters with -32602 before any approval', async () => {
    const context = fakeMethodContext({ params: [{ to, value: 16 }] })
    await expect(runEmbeddedMethod('eth_sendTransaction', ethSendTransaction, context)).rejects.toMatchObject(
      { code: -32602 },
    )
    expect(context.approve).not.toHaveBeenCalled()
  })
})
