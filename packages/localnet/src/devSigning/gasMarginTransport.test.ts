import { createPublicClient, createWalletClient, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devAccounts } from '../devAccounts.mjs'
import { freePort } from '../internal/freePort.mjs'
import { type Anvil, startAnvil } from '../startAnvil.mjs'
import { gasMarginTransport } from './gasMarginTransport.mjs'

let anvil: Anvil

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31_398, port: await freePort() })
})
afterAll(() => anvil.stop())

describe('gasMarginTransport', () => {
  it('adds a fifth and 50,000 gas to the node’s estimate, and the wallet sends with it', async () => {
    const [from, to] = devAccounts
    if (!from || !to) throw new Error('no dev accounts')
    const plain = createPublicClient({ transport: http(anvil.rpcUrl) })
    const padded = createPublicClient({ transport: gasMarginTransport(anvil.rpcUrl) })
    const call = { account: from.address, to: to.address, value: parseEther('1') }
    const exact = await plain.estimateGas(call)
    expect(exact).toBe(21_000n)
    expect(await padded.estimateGas(call)).toBe(75_200n)

    const chain = {
      id: 31_398,
      name: 'test',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [anvil.rpcUrl] } },
    }
    const wallet = createWalletClient({
      account: privateKeyToAccount(from.privateKey),
      chain,
      transport: gasMarginTransport(anvil.rpcUrl),
    })
    const hash = await wallet.sendTransaction({ to: to.address, value: 1n })
    const sent = await plain.getTransaction({ hash })
    expect(sent.gas).toBe(75_200n)
  })

  it('passes other calls through untouched', async () => {
    const padded = createPublicClient({ transport: gasMarginTransport(anvil.rpcUrl) })
    expect(await padded.getChainId()).toBe(31_398)
  })
})
