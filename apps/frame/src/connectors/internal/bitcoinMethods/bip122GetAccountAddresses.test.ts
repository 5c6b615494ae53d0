import { describe, expect, it, vi } from 'vitest'
import { localBitcoinNetwork } from '@/networks/knownBitcoinNetworks'
import { bip122GetAccountAddresses } from './bip122GetAccountAddresses'

const address = 'bcrt1qewm5l8xku2tx57g6f4rm2hu5lqr0w8v0uxq7lv'

const context = (account: string) => ({
  method: 'bip122_getAccountAddresses',
  params: { account },
  network: localBitcoinNetwork,
  address,
  approve: vi.fn(),
  signMessage: vi.fn(),
  signTransaction: vi.fn(),
  chain: { utxos: vi.fn(), feeRate: vi.fn(), broadcast: vi.fn() },
})

describe('bip122GetAccountAddresses', () => {
  it("answers the wallet's address with its BIP-84 path on the network, asking no one", async () => {
    const made = context(address)
    expect(await bip122GetAccountAddresses(made)).toEqual([
      { address, path: "m/84'/1'/0'/0/0", intention: 'payment' },
    ])
    expect(made.approve).not.toHaveBeenCalled()
  })

  it('refuses another account with 4100', async () => {
    await expect(
      bip122GetAccountAddresses(context('bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw')),
    ).rejects.toMatchObject({
      code: 4100,
    })
  })
})
