import { latchAccountAbi, smartAccountContracts } from '@latch/contracts'
import { encodeFunctionData } from 'viem'
import { describe, expect, it } from 'vitest'
import { runEmbeddedMethod } from '@/connectors/internal/runEmbeddedMethod'
import { ethSendUserOperation } from './ethSendUserOperation'
import { fakeMethodContext, owner, smartAccount } from './testing/fakeMethodContext'

const target = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const callData = encodeFunctionData({
  abi: latchAccountAbi,
  functionName: 'executeBatch',
  args: [[target, target], [], ['0x01', '0x02']],
})

describe('eth_sendUserOperation', () => {
  it('has the decoded op approved for the smart account, sends its calls and answers the userOpHash', async () => {
    const params = [{ sender: smartAccount, callData, nonce: '0x7' }, smartAccountContracts.entryPoint]
    const context = fakeMethodContext({ method: 'eth_sendUserOperation', params })
    expect(await runEmbeddedMethod('eth_sendUserOperation', ethSendUserOperation, context)).toBe(
      `0x${'0a'.repeat(32)}`,
    )
    expect(context.approve).toHaveBeenCalledWith({
      method: 'eth_sendUserOperation',
      params,
      chainId: 31337,
      address: smartAccount,
      accountType: 'smartAccount',
      sponsored: true,
    })
    expect(context.sendSmartAccountCalls).toHaveBeenCalledWith([
      { to: target, value: 0n, data: '0x01' },
      { to: target, value: 0n, data: '0x02' },
    ])
  })

  it.each([
    ['no callData', [{ sender: smartAccount }]],
    ['another sender', [{ sender: owner, callData }]],
    ['another entry point', [{ callData }, '0x0000000071727De22E5E9d8BAf0edAc6f37da032']],
    ['callData that is not execute or executeBatch', [{ callData: '0xdeadbeef' }]],
  ])('refuses %s with -32602 before asking the user', async (_, params) => {
    const context = fakeMethodContext({ method: 'eth_sendUserOperation', params })
    await expect(
      runEmbeddedMethod('eth_sendUserOperation', ethSendUserOperation, context),
    ).rejects.toMatchObject({ code: -32602 })
    expect(context.approve).not.toHaveBeenCalled()
  })
})
