// The block explorer as a whole (its two readers and the pages over them) in one file, so that one
// pair of test devnets with their activity indexed serves every test.
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server'
import type { ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { erc20Abi, type Hash, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import ExplorerAddressPage from '@/app/explorer/[chainId]/address/[address]/page'
import ExplorerChainPage from '@/app/explorer/[chainId]/page'
import ExplorerTransactionPage from '@/app/explorer/[chainId]/tx/[hash]/page'
import { devnetNetwork } from '@/networks/knownNetworks'
import { config as proxyConfig } from '@/proxy'
import type { ServerServices } from '../api/ServerServices'
import { createLocalChains } from '../chain/createLocalChains'
import { type DevnetActivity, sendDevnetActivity } from '../history/internal/sendDevnetActivity'
import { type Indexer, startIndexer } from '../history/startIndexer'
import { insertTestName } from '../names/internal/insertTestName'
import { createTestServices, type TestServices } from '../testing/createTestServices'
import { devWalletClient } from '../testing/devWalletClient'
import { readExplorerAddress } from './readExplorerAddress'
import { readExplorerTransaction } from './readExplorerTransaction'

const current = vi.hoisted(() => ({ services: undefined as ServerServices | undefined }))
vi.mock('@/server/api/getServerServices', () => ({
  getServerServices: async () => {
    if (!current.services) throw new Error('No test services yet')
    return current.services
  },
}))

let services: TestServices
let indexer: Indexer
let activity: DevnetActivity
let reverted: Hash
const recipientLabel = '<img src=x onerror=alert(1)>'

beforeAll(async () => {
  services = await createTestServices({ chains: true })
  current.services = services
  indexer = startIndexer({
    db: services.db,
    chains: services.chains,
    intervalMs: 50,
    log: { warn() {}, error() {} },
  })
  activity = await sendDevnetActivity(services, 31337)
  // A transfer of more USDL than the account holds, with its gas given so that it is mined anyway.
  const usdl = services.chains.get(31337)?.deployment?.tokens.find((token) => token.symbol === 'USDL')
  if (!usdl) throw new Error('No USDL on the test devnet')
  const rpcUrl = services.rpcUrls.get(31337) ?? ''
  reverted = await devWalletClient(rpcUrl, 31337, 9).writeContract({
    address: usdl.address,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [activity.recipient, parseUnits('999999999', 6)],
    gas: 100_000n,
  })
  const receipt = await services.chains.get(31337)?.client.waitForTransactionReceipt({ hash: reverted })
  await indexer.caughtUp(31337, receipt?.blockNumber ?? activity.lastBlock)
  await insertTestName(services.db, { label: 'ada', address: activity.sender, createdAt: new Date() })
  // Registration refuses such a label; the explorer must still show whatever the table holds as text.
  await insertTestName(services.db, {
    label: recipientLabel,
    address: activity.recipient,
    createdAt: new Date(),
  })
}, 180_000)
afterAll(async () => {
  await indexer?.stop()
  await services?.close()
})

const html = async (element: Promise<ReactElement>) => renderToStaticMarkup(await element)

describe('readExplorerTransaction', { timeout: 30_000 }, () => {
  it('shows a token transfer with its parties named, its block, time and fee', async () => {
    const tx = await readExplorerTransaction(services, { chainId: '31337', hash: activity.tokenTransfer })
    const usdl = services.chains.get(31337)?.deployment?.tokens.find((token) => token.symbol === 'USDL')
    expect(tx).toMatchObject({
      chain: { id: 31337, name: 'Test Devnet 31337', nativeSymbol: 'ETH' },
      hash: activity.tokenTransfer,
      status: 'success',
      blockNumber: expect.any(BigInt),
      minedAt: expect.any(Date),
      from: { address: activity.sender, name: 'ada.latch.id' },
      to: { address: usdl?.address, name: null },
      value: '0',
      fee: expect.stringMatching(/^0\.\d+$/),
      transfers: [
        {
          token: { address: usdl?.address, symbol: 'USDL' },
          from: { address: activity.sender, name: 'ada.latch.id' },
          to: { address: activity.recipient, name: `${recipientLabel}.latch.id` },
          amount: '25',
          inBaseUnits: false,
        },
      ],
    })
  })

  it('shows the native value of a plain transfer, and the transfers of a swap', async () => {
    const native = await readExplorerTransaction(services, {
      chainId: '31337',
      hash: activity.nativeTransfer,
    })
    expect(native).toMatchObject({ value: '1.5', transfers: [], to: { address: activity.recipient } })
    const buy = await readExplorerTransaction(services, { chainId: '31337', hash: activity.buy })
    expect(buy?.value).toBe('0.5')
    expect(buy?.transfers.at(-1)).toMatchObject({
      token: { symbol: 'LTCH' },
      to: { address: activity.buyer },
    })
    expect(buy?.transfers.map((transfer) => transfer.token.symbol)).toContain('WETH')
  })

  it('says that a mined transaction reverted', async () => {
    const tx = await readExplorerTransaction(services, { chainId: '31337', hash: reverted })
    expect(tx).toMatchObject({ status: 'reverted', transfers: [] })
  })

  it.each([
    ['an unknown transaction', '31337', `0x${'ab'.repeat(32)}`],
    ['a transaction of the other chain', '31338', undefined],
    ['a malformed hash', '31337', '0x1234'],
    ['a hash with something after it', '31337', undefined, 'x'],
    ['a chain the server does not serve', '1', undefined],
    ['a malformed chain id', '0x7a69', undefined],
    ['a chain id with a leading zero', '031337', undefined],
  ])('answers nothing (a 404) for %s', async (_, chainId, hash, suffix = '') => {
    const wanted = `${hash ?? activity.tokenTransfer}${suffix}`
    expect(await readExplorerTransaction(services, { chainId, hash: wanted })).toBeUndefined()
  })

  it('accepts the chain as a CAIP-2 id too', async () => {
    const tx = await readExplorerTransaction(services, {
      chainId: 'eip155:31337',
      hash: activity.nativeTransfer,
    })
    expect(tx?.hash).toBe(activity.nativeTransfer)
  })
})

describe('readExplorerAddress', { timeout: 30_000 }, () => {
  it("shows an account's name, balances with USD values, and its newest transactions", async () => {
    const page = await readExplorerAddress(services, {
      chainId: '31337',
      address: activity.sender.toLowerCase(),
    })
    expect(page).toMatchObject({ address: activity.sender, name: 'ada.latch.id', moreHistory: false })
    const symbols = page?.balances?.map((balance) => balance.symbol)
    expect(symbols).toEqual(expect.arrayContaining(['ETH', 'USDL']))
    const usdl = page?.balances?.find((balance) => balance.symbol === 'USDL')
    expect(usdl?.usdValue).toBeGreaterThan(0)
    expect(page?.balances?.find((balance) => balance.symbol === 'ETH')?.token).toBeUndefined()
    // Newest first; the devnet's deployment funded the account before.
    expect(page?.history.slice(0, 2).map((item) => item.id)).toEqual([
      activity.tokenTransfer,
      activity.nativeTransfer,
    ])
    expect(page?.names.get(activity.recipient.toLowerCase())).toBe(`${recipientLabel}.latch.id`)
  })

  it('shows an address that holds and did nothing, as an empty page', async () => {
    const page = await readExplorerAddress(services, {
      chainId: '31337',
      address: '0x000000000000000000000000000000000000dEaD',
    })
    expect(page).toMatchObject({ name: null, balances: [], history: [], moreHistory: false })
  })

  it('still shows the history when the node does not answer, and says the balances are unavailable', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    try {
      const offline = {
        ...services,
        chains: createLocalChains([devnetNetwork(31337, 'Down', 'http://127.0.0.1:1')], {}),
      }
      const page = await readExplorerAddress(offline, { chainId: '31337', address: activity.sender })
      expect(page?.balances).toBeUndefined()
      expect(page?.history.map((item) => item.id)).toContain(activity.nativeTransfer)
    } finally {
      warn.mockRestore()
    }
  })

  it.each([
    ['a malformed address', '31337', '0x1234'],
    ['a name instead of an address', '31337', 'ada.latch.id'],
    ['a chain the server does not serve', '5', '0x000000000000000000000000000000000000dEaD'],
    ['a malformed chain id', 'mainnet', '0x000000000000000000000000000000000000dEaD'],
  ])('answers nothing (a 404) for %s', async (_, chainId, address) => {
    expect(await readExplorerAddress(services, { chainId, address })).toBeUndefined()
  })
})

describe('the explorer pages', { timeout: 30_000 }, () => {
  const txPage = (chainId: string, hash: string) =>
    ExplorerTransactionPage({ params: Promise.resolve({ chainId, hash }) })
  const addressPage = (chainId: string, address: string) =>
    ExplorerAddressPage({ params: Promise.resolve({ chainId, address }) })

  it('render a transaction with its facts, a table of transfers, and names as text', async () => {
    const page = await html(txPage('31337', activity.tokenTransfer))
    expect(page).toContain('<h1 class="text-xl font-semibold">Transaction</h1>')
    expect(page).toContain(activity.tokenTransfer)
    expect(page).toContain('Success')
    expect(page).toMatch(/<time dateTime="[^"]+">\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC<\/time>/)
    expect(page).toContain('<th scope="col" class="py-2 pr-4">Token</th>')
    expect(page).toContain(`href="/explorer/31337/address/${activity.sender}"`)
    expect(page).toContain('ada.latch.id')
    expect(page).toContain('&lt;img src=x onerror=alert(1)&gt;.latch.id')
    expect(page).not.toContain('<img')
  })

  it('render an address with its balances and transactions linking to their pages', async () => {
    const page = await html(addressPage('31337', activity.sender))
    expect(page).toContain('<h1 class="text-xl font-semibold">ada.latch.id</h1>')
    expect(page).toContain('<h2 id="balances" class="mb-2 text-lg font-semibold">Balances</h2>')
    expect(page).toContain('USDL')
    expect(page).toMatch(/\$[\d,]+\.\d\d/)
    expect(page).toContain(`href="/explorer/31337/tx/${activity.nativeTransfer}"`)
    expect(page).toContain(`href="/explorer/31337/tx/${activity.tokenTransfer}"`)
    expect(page).not.toContain('<img')
  })

  it.each([
    ['a malformed hash', () => txPage('31337', 'nope')],
    ['an unknown transaction', () => txPage('31337', `0x${'cd'.repeat(32)}`)],
    ['an unserved chain', () => txPage('1', activity.tokenTransfer)],
    ['a malformed address', () => addressPage('31337', '0xnope')],
    ['a malformed chain id', () => addressPage('x', activity.sender)],
  ])('answer a 404 for %s', async (_, render) => {
    await expect(render()).rejects.toMatchObject({ digest: expect.stringContaining('404') })
  })

  it("send a search to the address or transaction page, and refuse a chain it doesn't serve", async () => {
    const search = (chainId: string, q?: string) =>
      ExplorerChainPage({
        params: Promise.resolve({ chainId }),
        searchParams: Promise.resolve(q ? { q } : {}),
      })
    await expect(search('31337', ` ${activity.buy} `)).rejects.toMatchObject({
      digest: expect.stringContaining(`/explorer/31337/tx/${activity.buy}`),
    })
    await expect(search('31337', activity.sender)).rejects.toMatchObject({
      digest: expect.stringContaining(`/explorer/31337/address/${activity.sender}`),
    })
    expect(renderToStaticMarkup(await search('31337', 'nothing'))).toContain('role="alert"')
    expect(renderToStaticMarkup(await search('31337'))).toContain('<label for="q" class="sr-only">')
    await expect(search('99')).rejects.toMatchObject({ digest: expect.stringContaining('404') })
  })

  it('are outside the proxy that sets the frame-ancestors policy of /embed', () => {
    for (const url of [
      '/explorer/31337',
      `/explorer/31337/tx/${activity.buy}`,
      `/explorer/31337/address/${activity.sender}`,
    ])
      expect(unstable_doesMiddlewareMatch({ config: proxyConfig, url })).toBe(false)
  })
})
