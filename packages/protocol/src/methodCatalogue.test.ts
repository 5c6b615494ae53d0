import { describe, expect, test } from 'vitest'
import { isAllowedMethod, isSafeMethod, safeMethods, unsafeMethods } from './methodCatalogue'

describe('isAllowedMethod', () => {
  test.each([...safeMethods, ...unsafeMethods])('allows %s', (method) => {
    expect(isAllowedMethod(method)).toBe(true)
  })

  test.each([
    'eth_sign',
    'eth_signTransaction',
    'eth_signTypedData',
    'eth_signTypedData_v3',
    'eth_decrypt',
    'eth_getEncryptionPublicKey',
    'wallet_watchAsset',
    'ETH_ACCOUNTS',
    'eth_accounts ',
    '',
    'toString',
    'constructor',
    '__proto__',
  ])('refuses %j', (method) => {
    expect(isAllowedMethod(method)).toBe(false)
  })
})

describe('isSafeMethod', () => {
  test.each(safeMethods)('%s only reads', (method) => {
    expect(isSafeMethod(method)).toBe(true)
  })

  test.each(unsafeMethods)('%s acts for the user', (method) => {
    expect(isSafeMethod(method)).toBe(false)
  })

  test('a method off the lists is not safe either', () => {
    expect(isSafeMethod('eth_sign')).toBe(false)
    expect(isSafeMethod('toString')).toBe(false)
  })
})

test('the lists are disjoint and without repeats', () => {
  const all = [...safeMethods, ...unsafeMethods]
  expect(new Set(all).size).toBe(all.length)
})

test('the methods SPEC.md §6 calls not safe are on the unsafe list', () => {
  expect(unsafeMethods).toEqual(
    expect.arrayContaining([
      'personal_sign',
      'eth_signTypedData_v4',
      'eth_sendTransaction',
      'solana_signMessage',
      'solana_signTransaction',
      'solana_signAndSendTransaction',
      'wallet_sendCalls',
      'wallet_showCallsStatus',
      'wallet_grantPermissions',
      'wallet_revokePermissions',
      'eth_sendUserOperation',
    ]),
  )
})

test('the reads SPEC.md §6 names (balance, block, call, logs, receipts) are safe', () => {
  for (const method of [
    'eth_getBalance',
    'eth_blockNumber',
    'eth_call',
    'eth_getLogs',
    'eth_getTransactionReceipt',
  ]) {
    expect(isSafeMethod(method)).toBe(true)
  }
})
