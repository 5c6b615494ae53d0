import { freePort } from '@latch/localnet'
import { getAddress } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { handleApiRequest } from '../api/handleApiRequest'
import { sandboxTransaction } from '../onramp/internal/sandboxTransaction'
import { type StandInAnswer, startStandIn } from '../onramp/internal/startStandIn'
import { apiRequest } from '../testing/apiRequest'
import { createTestServices, type TestServices } from '../testing/createTestServices'
import { getAccountHistory } from './getAccountHistory'
import { HistoryPage } from './HistoryPage'
import { historyRoute } from './historyRoute'
import { decodeHistoryCursor } from './internal/historyCursor'
import { type DevnetActivity, sendDevnetActivity } from './internal/sendDevnetActivity'
import { type Indexer, startIndexer } from './startIndexer'

let services: TestServices
let indexer: Indexer
let onA: DevnetActivity
let onB: DevnetActivity
let statusApi: Awaited<ReturnType<typeof startStandIn>>
let statusAnswer: StandInAnswer = { status: 200, body: { transactions: [] } }

beforeAll(async () => {
  statusApi = await startStandIn(() => statusAnswer)
  services = await createTestServices({ chains: true })
  indexer = startIndexer({
    db: services.db,
    chains: services.chains,
    intervalMs: 50,
    log: { warn() {}, error() {} },
  })
  onA = await sendDevnetActivity(services, 31337)
  onB = await sendDevnetActivity(services, 31338)
  await indexer.caughtUp(31337, onA.lastBlock)
  await indexer.caughtUp(31338, onB.lastBlock)
}, 180_000)
afterAll(async () => {
  await indexer?.stop()
  await services?.close()
  await statusApi?.close()
})
afterEach(() => vi.unstubAllEnvs())

async function history(address: string, query = '', init: Parameters<typeof apiRequest>[1] = {}) {
  const response = await handleApiRequest(
    apiRequest(`/api/v1/account/${encodeURIComponent(address)}/history?projectId=latch-dev${query}`, init),
    historyRoute,
    { services, params: { address } },
  )
  return { status: response.status, body: (await response.json()) as unknown }
}

async function page(address: string, query = '') {
  const { status, body } = await history(address, query)
  expect(status).toBe(200)
  return HistoryPage.parse(body)
}

function deploymentOf(chainId: number) {
  const deployment = services.chains.get(chainId)?.deployment
  if (!deployment) throw new Error(`No deployment on chain ${chainId}`)
  return deployment
}

function tokenOn(chainId: number, symbol: string) {
  const token = deploymentOf(chainId).tokens.find((candidate) => candidate.symbol === symbol)
  if (!token) throw new Error(`No ${symbol} on chain ${chainId}`)
  return token.address
}

const usdlOn = (chainId: number) => tokenOn(chainId, 'USDL')

function item(data: HistoryPage['data'], hash: string) {
  const found = data.find((entry) => entry.id === hash)
  if (!found) throw new Error(`${hash} is not in the history`)
  return found
}

describe('GET /api/v1/account/{address}/history', { timeout: 30_000 }, () => {
  it('shows a native and a token transfer as a send to the sender and a receive to the recipient', async () => {
    const sent = await page(onA.sender)
    expect(item(sent.data, onA.nativeTransfer)).toMatchObject({
      metadata: {
        operationType: 'send',
        hash: onA.nativeTransfer,
        sentFrom: onA.sender,
        sentTo: onA.recipient,
        status: 'confirmed',
        chain: 'eip155:31337',
      },
      transfers: [
        {
          fungible_info: {
            name: 'Ether',
            symbol: 'ETH',
            icon: { url: 'http://127.0.0.1:3000/api/public/getTokenImage/ETH' },
          },
          direction: 'out',
          sender: onA.sender,
          recipient: onA.recipient,
          quantity: { numeric: '1.5' },
          nft_info: null,
        },
      ],
    })
    const tokenSent = item(sent.data, onA.tokenTransfer)
    expect(tokenSent.metadata.operationType).toBe('send')
    // The transaction called USDL's contract; the transfer names whom the tokens went to.
    expect(tokenSent.metadata.sentTo).toBe(usdlOn(31337))
    expect(tokenSent.transfers).toEqual([
      expect.objectContaining({
        fungible_info: expect.objectContaining({ name: 'Latch USD', symbol: 'USDL' }),
        direction: 'out',
        sender: onA.sender,
        recipient: onA.recipient,
        quantity: { numeric: '25' },
      }),
    ])
    const [usdl] = tokenSent.transfers
    expect(usdl?.price).toBeCloseTo(1, 1)
    expect(usdl?.value).toBeCloseTo(25 * (usdl?.price ?? 0), 6)

    const received = await page(onA.recipient)
    expect(item(received.data, onA.nativeTransfer)).toMatchObject({
      metadata: { operationType: 'receive' },
      transfers: [{ direction: 'in', quantity: { numeric: '1.5' } }],
    })
    expect(item(received.data, onA.tokenTransfer).transfers).toEqual([
      expect.objectContaining({
        direction: 'in',
        sender: onA.sender,
        recipient: onA.recipient,
        quantity: { numeric: '25' },
      }),
    ])
  })

  it('shows swaps through the router as trades, with what left and what came back, and where', async () => {
    const { router, pairs, weth } = deploymentOf(31337)
    // The pool of WETH and the token, which the router swapped through.
    const pairOf = (symbol: string) => {
      const tokens = [weth, tokenOn(31337, symbol)]
      const found = pairs.find((pair) => tokens.includes(pair.token0) && tokens.includes(pair.token1))
      if (!found) throw new Error(`No WETH/${symbol} pair`)
      return found.address
    }
    const buy = item((await page(onA.buyer)).data, onA.buy)
    expect(buy.metadata.operationType).toBe('trade')
    expect(
      buy.transfers.map((transfer) => [
        transfer.direction,
        transfer.fungible_info.symbol,
        transfer.sender,
        transfer.recipient,
      ]),
    ).toEqual([
      ['out', 'ETH', onA.buyer, router],
      ['in', 'LTCH', pairOf('LTCH'), onA.buyer],
    ])
    expect(buy.transfers[0]?.quantity.numeric).toBe('0.5')
    // 0.5 ETH at ~3000 USD buys ~750 LTCH at ~2 USD, less the pool fee and price impact.
    expect(Number(buy.transfers[1]?.quantity.numeric)).toBeGreaterThan(700)
    expect(Number(buy.transfers[1]?.quantity.numeric)).toBeLessThan(750)

    const sell = item((await page(onA.seller)).data, onA.sell)
    expect(sell.metadata.operationType).toBe('trade')
    expect(
      sell.transfers.map((transfer) => [
        transfer.direction,
        transfer.fungible_info.symbol,
        transfer.sender,
        transfer.recipient,
      ]),
    ).toEqual([
      ['out', 'USDL', onA.seller, pairOf('USDL')],
      ['in', 'ETH', router, onA.seller],
    ])
    expect(sell.transfers[0]?.quantity.numeric).toBe('3000')
    expect(Number(sell.transfers[1]?.quantity.numeric)).toBeGreaterThan(0.9)
    expect(Number(sell.transfers[1]?.quantity.numeric)).toBeLessThan(1)
  })

  it('lists both devnets newest first, and pages through every item once in the same order', async () => {
    const all = await getAccountHistory(services.db, services.chains, {
      address: onA.sender,
      chainIds: [31337, 31338],
      pageSize: 1000,
      iconUrl: (symbol) => symbol,
    })
    expect(all.next).toBeNull()
    const chains = new Set(all.data.map((entry) => entry.metadata.chain))
    expect(chains).toEqual(new Set(['eip155:31337', 'eip155:31338']))
    const times = all.data.map((entry) => Date.parse(entry.metadata.minedAt))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect(all.data.length).toBeGreaterThan(5)

    const paged: string[] = []
    let after: ReturnType<typeof decodeHistoryCursor> | undefined
    for (let pages = 0; pages < 100; pages++) {
      const next = await getAccountHistory(services.db, services.chains, {
        address: onA.sender,
        chainIds: [31337, 31338],
        pageSize: 2,
        iconUrl: (symbol) => symbol,
        ...(after ? { after } : {}),
      })
      expect(next.data.length).toBeLessThanOrEqual(2)
      paged.push(...next.data.map((entry) => `${entry.metadata.chain}:${entry.id}`))
      if (!next.next) break
      after = decodeHistoryCursor(next.next)
    }
    expect(paged).toEqual(all.data.map((entry) => `${entry.metadata.chain}:${entry.id}`))

    const first = await getAccountHistory(services.db, services.chains, {
      address: onA.sender,
      chainIds: [31337, 31338],
      pageSize: 3,
      iconUrl: (symbol) => symbol,
    })
    const rest = await page(onA.sender, `&cursor=${first.next}`)
    expect(rest.data.map((entry) => entry.id)).toEqual(all.data.slice(3, 23).map((entry) => entry.id))
  })

  it('narrows to one network by chainId or by a CAIP-10 account, and answers an unserved one with nothing', async () => {
    const onlyB = await page(onA.sender, '&chainId=eip155:31338')
    expect(onlyB.data.length).toBeGreaterThan(0)
    expect(onlyB.data.every((entry) => entry.metadata.chain === 'eip155:31338')).toBe(true)
    expect(item(onlyB.data, onB.nativeTransfer).metadata.operationType).toBe('send')

    const caip = await page(`eip155:31338:${onA.sender.toLowerCase()}`)
    expect(caip.data.map((entry) => entry.id)).toEqual(onlyB.data.map((entry) => entry.id))

    for (const query of ['&chainId=eip155:1', '&onramp=coinbase'])
      expect(await page(onA.sender, query)).toEqual({ data: [], next: null })
    expect(await page(`eip155:31337:${onA.sender}`, '&chainId=eip155:31338')).toEqual({
      data: [],
      next: null,
    })
    expect(
      await page('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'),
    ).toEqual({ data: [], next: null })
  })

  it('answers 400 naming the parameter for a bad address, cursor, chainId or onramp', async () => {
    const cases: [string, string, string][] = [
      ['0x1234', '', 'address'],
      [onA.sender, '&cursor=not-a-cursor', 'cursor'],
      [onA.sender, `&cursor=${Buffer.from('[1,2]').toString('base64url')}`, 'cursor'],
      // Well-formed, but beyond what the SQL columns hold: each once overflowed there as a 500.
      ...[
        [9007199254740991, 1, '0', 0],
        [1, 9007199254740991, '0', 0],
        [1, 1, '99999999999999999999', 0],
        [1, 1, '0', 9007199254740991],
      ].map((fields): [string, string, string] => [
        onA.sender,
        `&cursor=${Buffer.from(JSON.stringify(fields)).toString('base64url')}`,
        'cursor',
      ]),
      [onA.sender, '&chainId=31337', 'chainId'],
      [onA.sender, '&onramp=moonpay', 'onramp'],
    ]
    for (const [address, query, parameter] of cases) {
      const { status, body } = await history(address, query)
      expect(status, `${address}${query}`).toBe(400)
      expect(body, `${address}${query}`).toMatchObject({
        parameter,
        error: expect.stringContaining(`Invalid parameter '${parameter}'`),
      })
    }
  })

  it("answers 403 to an origin not on the project's allow-list", async () => {
    const { status, body } = await history(onA.sender, '', { origin: 'https://evil.example' })
    expect(status).toBe(403)
    expect(body).toMatchObject({ error: 'Invalid App Configuration' })
  })

  it("gives a project only its own networks' history", async () => {
    const response = await handleApiRequest(
      apiRequest(`/api/v1/account/${onA.sender}/history?projectId=shop`, { origin: 'https://shop.example' }),
      historyRoute,
      { services, params: { address: getAddress(onA.sender) } },
    )
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ data: [], next: null })
  })

  it('shows what the onramp treasury sent as a buy, on both sides of the indexed transfers', async () => {
    vi.stubEnv('LATCH_ONRAMP_TREASURY', onA.sender.toLowerCase())
    const received = await page(onA.recipient)
    expect(item(received.data, onA.nativeTransfer).metadata.operationType).toBe('buy')
    expect(item(received.data, onA.tokenTransfer)).toMatchObject({
      metadata: { operationType: 'buy' },
      transfers: [{ direction: 'in', sender: onA.sender, quantity: { numeric: '25' } }],
    })
    expect(item((await page(onA.sender)).data, onA.tokenTransfer).metadata.operationType).toBe('send')
    vi.stubEnv('LATCH_ONRAMP_TREASURY', onA.seller)
    expect(item((await page(onA.recipient)).data, onA.tokenTransfer).metadata.operationType).toBe('receive')
  })
})

describe('GET /api/v1/account/{address}/history?onramp=<provider>', { timeout: 30_000 }, () => {
  const user = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc'
  const purchases = [
    sandboxTransaction({
      transaction_id: 'newest',
      status: 'ONRAMP_TRANSACTION_STATUS_IN_PROGRESS',
      tx_hash: '',
    }),
    sandboxTransaction({ transaction_id: 'harbor', provider: 'harbor' }),
    sandboxTransaction({
      transaction_id: 'on-b',
      purchase_network: 'eip155:31338',
      purchase_currency: 'ETH',
    }),
    sandboxTransaction({ transaction_id: 'elsewhere', purchase_network: 'eip155:1' }),
    sandboxTransaction({
      transaction_id: 'declined',
      status: 'ONRAMP_TRANSACTION_STATUS_FAILED',
      failure_reason: 'Card declined',
      tx_hash: '',
    }),
  ]

  function answerStatusApiWith(answer: StandInAnswer) {
    statusAnswer = answer
    statusApi.requests.splice(0)
    vi.stubEnv('LATCH_ONRAMP_URL', statusApi.url)
    vi.stubEnv('LATCH_ONRAMP_KEY', 'test-onramp-key')
  }

  it("answers the provider's purchases for the address, read from its status API with the key at each call", async () => {
    answerStatusApiWith({ status: 200, body: { transactions: purchases } })
    const sandpay = await page(user, '&onramp=sandpay')
    expect(sandpay.next).toBeNull()
    expect(sandpay.data.map((entry) => entry.id)).toEqual(['newest', 'on-b', 'declined'])
    expect(sandpay.data.map((entry) => [entry.metadata.operationType, entry.metadata.status])).toEqual([
      ['buy', 'pending'],
      ['buy', 'confirmed'],
      ['buy', 'failed'],
    ])
    expect(sandpay.data[1]).toMatchObject({
      metadata: { chain: 'eip155:31338', hash: `0x${'ab'.repeat(32)}`, sentTo: user },
      transfers: [
        {
          fungible_info: { name: 'Ether', symbol: 'ETH' },
          direction: 'in',
          recipient: user,
          quantity: { numeric: '49.3' },
        },
      ],
      onramp: { provider: 'sandpay', transactionId: 'on-b', status: 'success' },
    })
    expect(sandpay.data[2]?.onramp).toMatchObject({ status: 'failed', failureReason: 'Card declined' })
    expect(statusApi.requests).toHaveLength(1)
    expect(statusApi.requests[0]?.url).toBe(`/api/v1/buy/user/${user.toLowerCase()}/transactions`)
    expect(statusApi.requests[0]?.headers.authorization).toBe('Bearer test-onramp-key')

    const harbor = await page(`eip155:31337:${user}`, '&onramp=harbor')
    expect(harbor.data.map((entry) => entry.id)).toEqual(['harbor'])
    expect(statusApi.requests).toHaveLength(2)
    const onB = await page(user, '&onramp=sandpay&chainId=eip155:31338')
    expect(onB.data.map((entry) => entry.id)).toEqual(['on-b'])
  })

  it('answers 502 when the provider fails, and nothing for coinbase or an account of another namespace', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    answerStatusApiWith({ status: 401, body: { error: 'Unauthorized' } })
    expect(await history(user, '&onramp=sandpay')).toEqual({
      status: 502,
      body: { error: 'The onramp provider did not answer' },
    })
    vi.stubEnv('LATCH_ONRAMP_URL', `http://127.0.0.1:${await freePort()}`)
    expect((await history(user, '&onramp=harbor')).status).toBe(502)
    vi.restoreAllMocks()
    expect(await page(user, '&onramp=coinbase')).toEqual({ data: [], next: null })
    expect(
      await page(
        'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
        '&onramp=sandpay',
      ),
    ).toEqual({ data: [], next: null })
  })
})
