import { expect, it, vi } from 'vitest'
import { fakeMethodContext, smartAccount } from '../testing/fakeMethodContext'
import { approveAsSmartAccount } from './approveAsSmartAccount'

it('asks for the request as it came, for the smart account even when the host sees the EOA, and passes on a refusal', async () => {
  const params = [{ chainId: '0x7a69', expiry: 1, signer: {}, permissions: [] }]
  const context = fakeMethodContext({ accountType: 'eoa', method: 'wallet_grantPermissions', params })
  await approveAsSmartAccount(context)
  expect(context.approve).toHaveBeenCalledWith({
    method: 'wallet_grantPermissions',
    params,
    chainId: 31337,
    address: smartAccount,
    accountType: 'smartAccount',
    sponsored: true,
  })
  const refused = fakeMethodContext({ approve: vi.fn(async () => Promise.reject(new Error('rejected'))) })
  await expect(approveAsSmartAccount(refused)).rejects.toThrow('rejected')
})
