import { expect, it, vi } from 'vitest'
import { fakeMethodContext, smartAccount } from '../testing/fakeMethodContext'
import { approveAsHostAccount } from './approveAsHostAccount'

it("asks for the request as it came, for the account the host sees, and passes on the user's refusal", async () => {
  const params = ['0x68656c6c6f', smartAccount]
  const context = fakeMethodContext({ accountType: 'smartAccount', params })
  await approveAsHostAccount(context, 'personal_sign', { sponsored: true })
  expect(context.approve).toHaveBeenCalledWith({
    method: 'personal_sign',
    params,
    chainId: 31337,
    address: smartAccount,
    accountType: 'smartAccount',
    sponsored: true,
  })
  const refused = fakeMethodContext({ approve: vi.fn(async () => Promise.reject(new Error('rejected'))) })
  await expect(approveAsHostAccount(refused, 'eth_sendTransaction', { sponsored: false })).rejects.toThrow(
    'rejected',
  )
})
