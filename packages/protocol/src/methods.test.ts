import { describe, expect, test } from 'vitest'
import { isAllowedMethod, type Method, methodInfo, methods, methodsWhere } from './methods'
import { rpcParams } from './schemas/rpcParams'

const all = Object.keys(methods) as Method[]
const safe = methodsWhere({ safe: true })
const unsafe = methodsWhere({ safe: false })

describe('isAllowedMethod', () => {
  test.each(all)('allows %s', (method) => {
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
    'hasOwnProperty',
  ])('refuses %j', (method) => {
    expect(isAllowedMethod(method)).toBe(false)
    expect(methodInfo(method)).toBeUndefined()
  })
})

describe('safe', () => {
  test.each(safe)('%s only reads', (method) => {
    expect(methodInfo(method)?.safe).toBe(true)
  })

  test.each(unsafe)('%s acts for the user', (method) => {
    expect(methodInfo(method)?.safe).toBe(false)
  })

  test('a method off the table is not safe either', () => {
    expect(methodInfo('eth_sign')?.safe).not.toBe(true)
    expect(methodInfo('toString')?.safe).not.toBe(true)
  })
})

test('every method is safe or not, once', () => {
  expect([...safe, ...unsafe].sort()).toEqual([...all].sort())
})

test('the methods that act for the user are the unsafe ones: signing, sending, permissions, Solana, Bitcoin, NEAR', () => {
  expect(unsafe).toEqual(
    expect.arrayContaining([
      'bip122_signMessage',
      'near_signMessage',
      'near_signTransaction',
      'near_signTransactions',
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

test('the reads of balances, blocks, calls, logs and receipts are safe, and a node answers them', () => {
  for (const method of [
    'eth_getBalance',
    'eth_blockNumber',
    'eth_call',
    'eth_getLogs',
    'eth_getTransactionReceipt',
  ]) {
    expect(methodInfo(method)?.safe).toBe(true)
    expect(methodInfo(method)?.answeredBy).toBe('node')
  }
})

test('a node answers reads only, and nothing a wallet keeps', () => {
  for (const method of methodsWhere({ answeredBy: 'node' })) {
    expect(methods[method].safe).toBe(true)
    expect(method.startsWith('wallet_')).toBe(false)
  }
  expect(methodsWhere({ answeredBy: 'node' })).not.toContain('eth_accounts')
})

test('the frame answers the accounts, the chain and a switch of chain itself', () => {
  expect(methodsWhere({ frame: true }).sort()).toEqual(
    [
      'eth_accounts',
      'eth_chainId',
      'eth_requestAccounts',
      'net_version',
      'wallet_switchEthereumChain',
    ].sort(),
  )
})

test('what ApproveTransaction describes acts for the user', () => {
  expect(methodsWhere({ approval: true }).sort()).toEqual(
    [
      'bip122_sendTransfer',
      'bip122_signMessage',
      'bip122_signPsbt',
      'eth_sendTransaction',
      'eth_sendUserOperation',
      'eth_signTypedData_v4',
      'near_signMessage',
      'near_signTransaction',
      'near_signTransactions',
      'personal_sign',
      'solana_signAndSendTransaction',
      'solana_signMessage',
      'solana_signTransaction',
      'wallet_grantPermissions',
      'wallet_revokePermissions',
      'wallet_sendCalls',
    ].sort(),
  )
  for (const method of methodsWhere({ approval: true })) expect(methods[method].safe).toBe(false)
})

test('a WalletConnect pairing asks for the eip155 methods a wallet answers, and never eth_sign', () => {
  const proposed = methodsWhere({ walletConnect: true })
  for (const method of proposed) expect(methods[method].namespace).toBe('eip155')
  expect(proposed).toEqual(
    expect.arrayContaining([
      'personal_sign',
      'eth_sendTransaction',
      'wallet_sendCalls',
      'wallet_getCapabilities',
    ]),
  )
  expect(proposed).not.toContain('eth_call')
  expect(proposed).not.toContain('eth_sendUserOperation')
})

test('methodsWhere matches every column given', () => {
  expect(methodsWhere({ safe: true, frame: true }).sort()).toEqual(
    ['eth_accounts', 'eth_chainId', 'net_version'].sort(),
  )
  expect(methodsWhere({ namespace: 'solana' })).toEqual([
    'solana_signMessage',
    'solana_signTransaction',
    'solana_signAndSendTransaction',
  ])
})

test("the Bitcoin and NEAR methods are their namespaces', the reads among them answered without asking", () => {
  const bitcoin = [
    'bip122_signMessage',
    'bip122_sendTransfer',
    'bip122_signPsbt',
    'bip122_getAccountAddresses',
  ]
  const near = ['near_signMessage', 'near_signTransaction', 'near_signTransactions', 'near_getAccounts']
  expect(methodsWhere({ safe: true, answeredBy: 'wallet', namespace: 'bip122' })).toEqual([
    'bip122_getAccountAddresses',
  ])
  expect(methodsWhere({ safe: true, answeredBy: 'wallet', namespace: 'near' })).toEqual(['near_getAccounts'])
  expect(methodsWhere({ namespace: 'bip122' })).toEqual(bitcoin)
  expect(methodsWhere({ namespace: 'near' })).toEqual(near)
})

test('every parameter schema belongs to a method of the table', () => {
  for (const method of Object.keys(rpcParams)) expect(isAllowedMethod(method)).toBe(true)
})
