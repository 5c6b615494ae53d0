import { expect, it } from 'vitest'
import { callJsonRpcWallet } from './callJsonRpcWallet'

const answering = (response: unknown) => async () => response
const throwing = (thrown: unknown) => async () => {
  throw thrown
}

it('answers the result, and an error resolved or thrown as the EIP-1193 error of its meaning', async () => {
  expect(await callJsonRpcWallet(answering({ jsonrpc: '2.0', result: [1] }), 'm', {})).toEqual([1])
  expect(await callJsonRpcWallet(answering(null), 'm', {})).toBeUndefined()
  const cases: [unknown, number][] = [
    [{ code: -32000, message: 'no' }, 4001],
    [{ code: 4001, message: 'User rejected request' }, 4001],
    [{ code: -32601, message: 'Method not found' }, 4200],
    [{ code: -32001, message: 'not supported' }, 4200],
    [{ code: -32002, message: 'Access denied' }, 4100],
    [{ code: -32602, message: 'Bad params' }, -32602],
    [{ message: 'odd' }, -32603],
  ]
  for (const [error, code] of cases) {
    await expect(callJsonRpcWallet(answering({ error }), 'm', {})).rejects.toMatchObject({ code })
    await expect(callJsonRpcWallet(throwing({ jsonrpc: '2.0', error }), 'm', {})).rejects.toMatchObject({
      code,
    })
  }
  await expect(callJsonRpcWallet(answering({ error: { code: 7 } }), 'm', {})).rejects.toThrow(
    'The wallet refused the request.',
  )
  // Anything else the wallet throws is its own.
  const failure = new Error('extension crashed')
  await expect(callJsonRpcWallet(throwing(failure), 'm', {})).rejects.toBe(failure)
})
