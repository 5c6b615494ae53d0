import { ProviderRpcError } from '@latch/protocol/errors'
import { BaseError, RpcRequestError } from 'viem'
import { describe, expect, it } from 'vitest'
import { toRpcError } from './toRpcError'

describe('toRpcError', () => {
  it('keeps an ProviderRpcError as it is', () => {
    const error = new ProviderRpcError(4001, 'User rejected the request.')
    expect(toRpcError(error)).toBe(error)
  })

  it("passes on a node's code and viem's short message", () => {
    const fromNode = new RpcRequestError({
      body: {},
      error: { code: -32000, message: 'insufficient funds for gas * price + value' },
      url: 'http://127.0.0.1:8545',
    })
    expect(toRpcError(fromNode)).toMatchObject({ code: -32000, message: fromNode.shortMessage })
  })

  it('makes anything else an internal error', () => {
    expect(toRpcError(new BaseError('viem failed'))).toMatchObject({ code: -32603, message: 'viem failed' })
    expect(toRpcError(new Error('broken'))).toMatchObject({ code: -32603, message: 'broken' })
    expect(toRpcError('text')).toMatchObject({ code: -32603, message: 'text' })
  })
})
