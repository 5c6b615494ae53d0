import { describe, expect, it, vi } from 'vitest'
import { localBitcoinNetwork } from '@/networks/knownBitcoinNetworks'
import { bip122SignMessage } from './bip122SignMessage'

const address = 'bcrt1qewm5l8xku2tx57g6f4rm2hu5lqr0w8v0uxq7lv'

function context(params: {
  account: string
  message: string
  address?: string
  protocol?: 'bip322' | 'ecdsa'
}) {
  return {
    method: 'bip122_signMessage',
    params,
    network: localBitcoinNetwork,
    address,
    approve: vi.fn(async () => undefined),
    signMessage: vi.fn(
      async (message: string, protocol?: string) => `signed:${protocol ?? 'bip322'}:${message}`,
    ),
    signTransaction: vi.fn(async (psbt: Uint8Array) => psbt),
    chain: { utxos: vi.fn(), feeRate: vi.fn(), broadcast: vi.fn() },
  }
}

describe('bip122SignMessage', () => {
  it("signs this wallet's message after the visitor approves it, answering the address and signature", async () => {
    const made = context({ account: address, message: 'hello' })
    expect(await bip122SignMessage(made)).toEqual({ address, signature: 'signed:bip322:hello' })
    expect(made.approve).toHaveBeenCalledWith({
      namespace: 'bip122',
      method: 'bip122_signMessage',
      params: { account: address, message: 'hello' },
      caipNetworkId: localBitcoinNetwork.caipNetworkId,
      address,
    })
  })

  it('refuses another account with 4100 before asking anyone, and signs nothing the visitor declined', async () => {
    const other = context({ account: 'bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw', message: 'hello' })
    await expect(bip122SignMessage(other)).rejects.toMatchObject({ code: 4100 })
    const otherAddress = context({
      account: address,
      address: 'bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw',
      message: 'hi',
    })
    await expect(bip122SignMessage(otherAddress)).rejects.toMatchObject({ code: 4100 })
    expect(other.approve).not.toHaveBeenCalled()
    const declined = context({ account: address, message: 'hello' })
    declined.approve.mockRejectedValue(Object.assign(new Error('User rejected the request.'), { code: 4001 }))
    await expect(bip122SignMessage(declined)).rejects.toMatchObject({ code: 4001 })
    expect(declined.signMessage).not.toHaveBeenCalled()
  })

  it('signs in the legacy format where the host asks for it', async () => {
    const made = context({ account: address, message: 'hello', protocol: 'ecdsa' })
    expect(await bip122SignMessage(made)).toEqual({ address, signature: 'signed:ecdsa:hello' })
  })
})
