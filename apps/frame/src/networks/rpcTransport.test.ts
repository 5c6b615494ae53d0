import { devAccounts, freePort, startAnvil } from '@latch/localnet'
import { createWalletClient, defineChain, type Hex, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { getTransactionCount } from 'viem/actions'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startRecordingRpc } from '@/server/testing/startRecordingRpc'
import { rpcTransport } from './rpcTransport'

let anvil: Awaited<ReturnType<typeof startAnvil>>
let reads: Awaited<ReturnType<typeof startRecordingRpc>>
let sends: Awaited<ReturnType<typeof startRecordingRpc>>

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31_337, port: await freePort(), name: 'rpc-transport-test' })
  reads = await startRecordingRpc({ forwardTo: anvil.rpcUrl })
  sends = await startRecordingRpc({ forwardTo: anvil.rpcUrl })
})
afterAll(async () => {
  await reads?.stop()
  await sends?.stop()
  await anvil?.stop()
})
afterEach(() => {
  reads.requests.length = 0
  sends.requests.length = 0
})

const chain = defineChain({
  id: 31_337,
  name: 'Test Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
})
const account = privateKeyToAccount(devAccounts[2]?.privateKey as Hex)
const to = devAccounts[3]?.address as Hex

// A transfer signed here, with every field given, so that sending it is one eth_sendRawTransaction.
const signedTransfer = (nonce: number) =>
  account.signTransaction({
    chainId: 31_337,
    type: 'legacy',
    to,
    value: parseEther('1'),
    nonce,
    gas: 21_000n,
    gasPrice: 10n ** 10n,
  })

describe('rpcTransport', { timeout: 30_000 }, () => {
  it('reads at the endpoint with its headers, and sends a signed transaction to the other RPC', async () => {
    const headers = { 'x-latch-origin': 'https://shop.example' }
    const client = createWalletClient({
      account,
      chain,
      transport: rpcTransport({ url: reads.url, headers }, sends.url),
    })
    const nonce = await getTransactionCount(client, { address: account.address, blockTag: 'pending' })
    const hash = await client.sendRawTransaction({
      serializedTransaction: await signedTransfer(Number(nonce)),
    })
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(reads.methods()).toEqual(['eth_getTransactionCount'])
    expect(reads.requests[0]?.headers['x-latch-origin']).toBe('https://shop.example')
    expect(sends.methods()).toEqual(['eth_sendRawTransaction'])
    expect(sends.requests[0]?.headers['x-latch-origin']).toBeUndefined()
  })

  it('without another RPC for sends, sends everything to the endpoint', async () => {
    const client = createWalletClient({
      account,
      chain,
      transport: rpcTransport({ url: reads.url, headers: {} }),
    })
    const nonce = await getTransactionCount(client, { address: account.address, blockTag: 'pending' })
    await client.sendRawTransaction({ serializedTransaction: await signedTransfer(Number(nonce)) })
    expect(reads.methods()).toEqual(['eth_getTransactionCount', 'eth_sendRawTransaction'])
    expect(sends.requests).toEqual([])
  })
})
