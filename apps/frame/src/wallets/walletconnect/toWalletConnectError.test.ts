import { ProviderRpcError, UserRejectedRequestError } from '@latch/protocol/errors'
import { getSdkError } from '@walletconnect/utils'
import { describe, expect, it } from 'vitest'
import { toWalletConnectError } from './toWalletConnectError'

describe('toWalletConnectError', () => {
  it.each([
    ['WalletConnect USER_REJECTED', getSdkError('USER_REJECTED')],
    ['WalletConnect USER_REJECTED_CHAINS', getSdkError('USER_REJECTED_CHAINS')],
    ['EIP-1193 4001', { code: 4001, message: 'User denied message signature.' }],
    ['a message saying rejected', new Error('Request rejected')],
    ['User rejected, whatever the code', { code: -32000, message: 'User rejected the transaction' }],
    ['connection request reset', new Error('Connection request reset. Please try again.')],
  ])('maps %s to UserRejectedRequestError (4001)', (_, error) => {
    const mapped = toWalletConnectError(error)
    expect(mapped).toBeInstanceOf(UserRejectedRequestError)
    expect(mapped).toMatchObject({ code: 4001, message: 'User rejected the request.', cause: error })
  })

  it('keeps the code, message and data of other errors', () => {
    const error = { code: 4902, message: 'Unrecognized chain ID "0x1".', data: { chainId: '0x1' } }
    const mapped = toWalletConnectError(error)
    expect(mapped).toBeInstanceOf(ProviderRpcError)
    expect(mapped).not.toBeInstanceOf(UserRejectedRequestError)
    expect(mapped).toMatchObject({
      code: 4902,
      message: 'Unrecognized chain ID "0x1".',
      data: { chainId: '0x1' },
    })
  })

  it('makes an internal error of one without a code', () => {
    expect(toWalletConnectError(new Error('Failed to publish payload'))).toMatchObject({
      code: -32603,
      message: 'Failed to publish payload',
    })
    expect(toWalletConnectError('socket hang up')).toMatchObject({ code: -32603, message: 'socket hang up' })
    expect(toWalletConnectError(undefined)).toMatchObject({ code: -32603, message: 'Internal error' })
  })

  it('passes a Latch error through', () => {
    const error = new ProviderRpcError(4100, 'Unauthorized')
    expect(toWalletConnectError(error)).toBe(error)
  })
})
