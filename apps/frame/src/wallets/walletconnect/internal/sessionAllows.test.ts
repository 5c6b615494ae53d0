import { expect, it } from 'vitest'
import { requestNamespace, sessionAllows, walletConnectMethodName } from './sessionAllows'

const approved = ['personal_sign', 'eth_sendTransaction', 'wallet_sendCalls']

it.each([
  'personal_sign',
  'wallet_sendCalls',
  'eth_call',
  'eth_getBalance',
  'wallet_switchEthereumChain',
  'wallet_getCapabilities',
])('lets %s through', (method) => {
  expect(sessionAllows(approved, method)).toBe(true)
})

it.each([
  'eth_signTypedData_v4',
  'wallet_showCallsStatus',
  'wallet_grantPermissions',
  'eth_sendUserOperation',
  'eth_sign',
  'wallet_getPermissions',
])('refuses %s, which the wallet did not approve', (method) => {
  expect(sessionAllows(approved, method)).toBe(false)
})

it('sends each method to its namespace of the session', () => {
  expect(requestNamespace('solana_signTransaction')).toBe('solana')
  expect(requestNamespace('bip122_signPsbt')).toBe('bip122')
  expect(requestNamespace('near_signMessage')).toBe('near')
  expect(requestNamespace('personal_sign')).toBe('eip155')
  expect(requestNamespace('eth_call')).toBe('eip155')
})

it("names the Bitcoin methods as WalletConnect's bip122 JSON-RPC does, and the others as they are", () => {
  expect(walletConnectMethodName('bip122_signMessage')).toBe('signMessage')
  expect(walletConnectMethodName('bip122_sendTransfer')).toBe('sendTransfer')
  expect(walletConnectMethodName('bip122_getAccountAddresses')).toBe('getAccountAddresses')
  expect(walletConnectMethodName('solana_signMessage')).toBe('solana_signMessage')
  expect(walletConnectMethodName('personal_sign')).toBe('personal_sign')
  // A name off the table is not Bitcoin's, whatever it looks like.
  expect(walletConnectMethodName('bip122_mine')).toBe('bip122_mine')
})
