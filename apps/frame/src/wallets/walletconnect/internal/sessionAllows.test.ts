import { expect, it } from 'vitest'
import { sessionAllows } from './sessionAllows'

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
