import type { ChainNamespace } from '@latch/protocol'
import { describe, expect, it } from 'vitest'
import { validateRequest } from '@/connectors/validateRequest'
import { routeRequest } from './requestPolicy'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const grantOf = (key: string) => ({
  chainId: '0x7a69',
  expiry: 1_900_000_000,
  signer: { type: 'key', data: { id: key } },
  permissions: [{ type: 'erc20-token-transfer', data: { address: key, allowance: '0x1' } }],
})

// What the embedded wallet holds an account of, where the host asks for every namespace.
const every: ChainNamespace[] = ['eip155', 'solana', 'bip122', 'near']

// A host's request as the request handler takes it: checked by validateRequest, then routed.
const route = async (
  request: { method: string; params?: unknown },
  state: { connected: boolean; namespaces?: readonly ChainNamespace[] },
) => routeRequest(await validateRequest(request), state)

describe('validateRequest, then routeRequest', () => {
  it('refuses methods off the allowed lists with 4200, before looking at the connection', async () => {
    for (const connected of [true, false])
      await expect(route({ method: 'eth_sign', params: [address, '0x00'] }, { connected })).rejects.toThrow(
        expect.objectContaining({ code: 4200 }),
      )
  })

  it('refuses malformed parameters with -32602 naming the method, the parameter and the issue', async () => {
    await expect(
      route({ method: 'personal_sign', params: ['hello', 'nope'] }, { connected: true }),
    ).rejects.toThrow(
      expect.objectContaining({
        code: -32602,
        message: 'Invalid parameters for personal_sign: params[0]: expected 0x-prefixed hex.',
      }),
    )
    const grant = {
      ...grantOf(address),
      permissions: [{ type: 'erc20-token-transfer', data: { address, allowance: '0x0' } }],
    }
    await expect(
      route({ method: 'wallet_grantPermissions', params: [grant] }, { connected: true }),
    ).rejects.toThrow(
      expect.objectContaining({
        code: -32602,
        message:
          'Invalid parameters for wallet_grantPermissions: params[0].permissions[0].data.allowance: the allowance must be more than 0.',
      }),
    )
    const longKey = 'k'.repeat(5000)
    await expect(
      route(
        { method: 'wallet_grantPermissions', params: [{ ...grantOf(address), [longKey]: 1 }] },
        { connected: true },
      ),
    ).rejects.toThrow(
      expect.objectContaining({ message: expect.stringMatching(/^Invalid parameters for .{1,300}$/) }),
    )
    await expect(
      route({ method: 'wallet_switchEthereumChain', params: [{ chainId: 'one' }] }, { connected: true }),
    ).rejects.toThrow(expect.objectContaining({ code: -32602 }))
  })

  it('answers chain, accounts and permission methods in the frame, connected or not', async () => {
    for (const connected of [true, false]) {
      expect(await route({ method: 'eth_chainId' }, { connected })).toEqual({
        to: 'frame',
        method: 'eth_chainId',
      })
      expect(await route({ method: 'eth_requestAccounts' }, { connected })).toEqual({
        to: 'frame',
        method: 'eth_requestAccounts',
      })
      expect(
        await route({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a69' }] }, { connected }),
      ).toEqual({ to: 'frame', method: 'wallet_switchEthereumChain' })
    }
  })

  it('disconnects on EIP-2255 revoke of eth_accounts, and leaves an ERC-7715 revoke to the wallet', async () => {
    const pci = `0x${'12'.repeat(32)}`
    for (const connected of [true, false])
      expect(
        await route({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] }, { connected }),
      ).toEqual({ to: 'frame', method: 'wallet_revokePermissions' })
    expect(
      await route(
        { method: 'wallet_revokePermissions', params: [{ permissionsContext: pci }] },
        { connected: true },
      ),
    ).toEqual({ to: 'wallet' })
    await expect(
      route(
        { method: 'wallet_revokePermissions', params: [{ permissionsContext: pci }] },
        { connected: false },
      ),
    ).rejects.toThrow(expect.objectContaining({ code: 4100 }))
    expect(
      await route({ method: 'wallet_grantPermissions', params: [grantOf(address)] }, { connected: true }),
    ).toEqual({ to: 'wallet' })
  })

  it('sends everything else to the connected wallet, safe or not', async () => {
    expect(await route({ method: 'personal_sign', params: ['0x68', address] }, { connected: true })).toEqual({
      to: 'wallet',
    })
    expect(await route({ method: 'eth_blockNumber' }, { connected: true })).toEqual({ to: 'wallet' })
  })

  it('answers reads from the node while disconnected, and refuses the rest with 4100', async () => {
    expect(await route({ method: 'eth_blockNumber' }, { connected: false })).toEqual({ to: 'node' })
    await expect(
      route({ method: 'personal_sign', params: ['0x68', address] }, { connected: false }),
    ).rejects.toThrow(expect.objectContaining({ code: 4100 }))
  })
  it('refuses a read only a wallet answers with 4100 while nobody is connected: there is no account to read', async () => {
    for (const request of [
      { method: 'near_getAccounts', params: {} },
      { method: 'wallet_getCapabilities', params: ['0x1111111111111111111111111111111111111111'] },
    ]) {
      await expect(route(request, { connected: false })).rejects.toThrow(
        expect.objectContaining({ code: 4100 }),
      )
      expect(await route(request, { connected: true, namespaces: every })).toEqual({ to: 'wallet' })
    }
  })
  it('sends a NEAR request only to a wallet with a NEAR account, its params checked first', async () => {
    const request = {
      method: 'near_signMessage',
      params: { message: 'hi', recipient: 'app.example', nonce: Array.from({ length: 32 }, () => 1) },
    }
    expect(await route(request, { connected: true, namespaces: every })).toEqual({ to: 'wallet' })
    // An EVM wallet has no NEAR account to sign with: none is authorized.
    await expect(route(request, { connected: true, namespaces: ['eip155'] })).rejects.toThrow(
      expect.objectContaining({ code: 4100 }),
    )
    await expect(
      route(
        { ...request, params: { ...request.params, nonce: [1] } },
        { connected: true, namespaces: every },
      ),
    ).rejects.toThrow(expect.objectContaining({ code: -32602 }))
  })
  it("sends a Bitcoin request only to a wallet with a Bitcoin account (the embedded one, a host page's Bitcoin wallet)", async () => {
    const request = {
      method: 'bip122_signMessage',
      params: { account: 'bcrt1qewm5l8xku2tx57g6f4rm2hu5lqr0w8v0uxq7lv', message: 'hello' },
    }
    expect(await route(request, { connected: true, namespaces: every })).toEqual({ to: 'wallet' })
    expect(await route(request, { connected: true, namespaces: ['bip122'] })).toEqual({ to: 'wallet' })
    for (const namespaces of [['eip155'], ['solana'], []] as const)
      await expect(route(request, { connected: true, namespaces })).rejects.toThrow(
        expect.objectContaining({ code: 4100 }),
      )
    await expect(route(request, { connected: false })).rejects.toThrow(
      expect.objectContaining({ code: 4100 }),
    )
  })
})
