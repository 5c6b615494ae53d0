import { randomBytes } from 'node:crypto'
import { createServer } from 'node:net'
import { safeJsonParse, safeJsonStringify } from '@walletconnect/safe-json'
import { afterEach, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { freePort } from '../internal/freePort.mjs'
import { portInUse } from '../internal/portInUse.mjs'
import { waitForHttp } from '../internal/waitForHttp.mjs'
import { createRelay, type Relay } from './createRelay.mjs'
import { subscriptionId } from './internal/subscriptionId.mjs'

type Frame = {
  id?: unknown
  method?: string
  params?: { id: string; data: { topic: string; message: string; publishedAt: number; tag: number } }
  result?: unknown
  error?: { code: number; message: string }
}

const cleanups: (() => Promise<void> | void)[] = []

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function startRelay(options: { pingIntervalMs?: number; log?: (line: string) => void } = {}) {
  const relay = await createRelay({ port: await freePort(), ...options })
  cleanups.push(() => relay.close())
  return relay
}

const base58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

function newClientId(): string {
  return `did:key:z6Mk${Array.from(randomBytes(40), (byte) => base58[byte % base58.length]).join('')}`
}

function newTopic(): string {
  return randomBytes(32).toString('hex')
}

function authFor(clientId: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  return `${part({ alg: 'EdDSA', typ: 'JWT' })}.${part({ iss: clientId, sub: 'x', aud: 'relay' })}.c2ln`
}

/** A bare relay client that acks nothing unless told to, so that each test sees the raw protocol. */
class RawClient {
  readonly frames: Frame[] = []
  private waiters: (() => void)[] = []
  private nextId = 1

  private constructor(
    readonly socket: WebSocket,
    readonly clientId: string,
  ) {
    socket.on('message', (data) => {
      this.frames.push(safeJsonParse(data.toString()) as Frame)
      for (const waiter of this.waiters.splice(0)) waiter()
    })
  }

  static async connect(relay: Relay, clientId = newClientId(), options: { autoPong?: boolean } = {}) {
    const socket = new WebSocket(
      `${relay.url}/?auth=${authFor(clientId)}&ua=test&projectId=latch-dev`,
      options,
    )
    cleanups.push(() => {
      socket.terminate()
    })
    await new Promise((resolve, reject) => {
      socket.once('open', resolve)
      socket.once('error', reject)
    })
    return new RawClient(socket, clientId)
  }

  async waitFor(match: (frame: Frame) => boolean, timeoutMs = 2000): Promise<Frame> {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const found = this.frames.find(match)
      if (found) return found
      if (Date.now() >= deadline) throw new Error(`no matching frame; got ${safeJsonStringify(this.frames)}`)
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve)
        setTimeout(resolve, 50)
      })
    }
  }

  async request(method: string, params: unknown): Promise<Frame> {
    const id = this.nextId++
    this.sendText(safeJsonStringify({ id, jsonrpc: '2.0', method, params }))
    return this.waitFor((frame) => frame.id === id && frame.method === undefined)
  }

  sendText(text: string) {
    this.socket.send(text)
  }

  deliveries(topic?: string): Frame[] {
    return this.frames.filter(
      (frame) =>
        frame.method === 'irn_subscription' && (topic === undefined || frame.params?.data.topic === topic),
    )
  }

  messages(topic?: string): string[] {
    return this.deliveries(topic).map((frame) => frame.params?.data.message ?? '')
  }

  ack(frame: Frame) {
    this.sendText(safeJsonStringify({ id: frame.id, jsonrpc: '2.0', result: true }))
  }

  async close() {
    const closed = new Promise((resolve) => this.socket.once('close', resolve))
    this.socket.close()
    await closed
  }
}

async function settle(ms = 150) {
  await new Promise((resolve) => setTimeout(resolve, ms))
}

function publishParams(topic: string, message: string, extra: object = {}) {
  return { topic, message, ttl: 300, prompt: false, tag: 1108, ...extra }
}

describe('createRelay', () => {
  it('answers a plain GET / with 200 ok, for readiness checks', async () => {
    const relay = await startRelay()
    expect(relay.url).toBe(`ws://127.0.0.1:${relay.port}`)
    await waitForHttp(`http://127.0.0.1:${relay.port}/`, {
      timeoutMs: 2000,
      accept: (response) => response.ok,
    })
    const response = await fetch(`http://127.0.0.1:${relay.port}/`)
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('ok\n')
    expect((await fetch(`http://127.0.0.1:${relay.port}/elsewhere`)).status).toBe(404)
  })

  it('refuses a socket without a usable auth, saying why in the close frame', async () => {
    const lines: string[] = []
    const relay = await startRelay({ log: (line) => lines.push(line) })
    for (const [query, reason] of [
      ['?ua=test&projectId=latch-dev', 'missing auth: connect with ?auth=<relay JWT>'],
      ['?auth=garbage', 'garbled auth: not a JWT'],
    ] as const) {
      const socket = new WebSocket(`${relay.url}/${query}`)
      const [code, why] = await new Promise<[number, string]>((resolve) => {
        socket.once('close', (closeCode, closeReason) => resolve([closeCode, closeReason.toString()]))
      })
      expect(code).toBe(1008)
      expect(why).toBe(reason)
    }
    expect(lines).toEqual([
      'relay: refused a connection: missing auth: connect with ?auth=<relay JWT>',
      'relay: refused a connection: garbled auth: not a JWT',
    ])
  })

  it('delivers a publication to the subscribers of its topic, never back to its publisher', async () => {
    const relay = await startRelay()
    const [dapp, wallet, stranger] = await Promise.all([
      RawClient.connect(relay),
      RawClient.connect(relay),
      RawClient.connect(relay),
    ])
    const topic = newTopic()
    const subscribed = await wallet.request('irn_subscribe', { topic })
    expect(subscribed.result).toBe(subscriptionId(topic, wallet.clientId))
    await dapp.request('irn_subscribe', { topic })
    await stranger.request('irn_subscribe', { topic: newTopic() })

    const published = await dapp.request(
      'irn_publish',
      publishParams(topic, 'hello', { attestation: '', correlationId: 1, rpcMethods: ['personal_sign'] }),
    )
    expect(published.result).toBe(true)
    const delivery = await wallet.waitFor((frame) => frame.method === 'irn_subscription')
    expect(delivery).toMatchObject({
      jsonrpc: '2.0',
      params: {
        id: subscriptionId(topic, wallet.clientId),
        data: { topic, message: 'hello', tag: 1108, attestation: '', publishedAt: expect.any(Number) },
      },
    })
    expect(typeof delivery.id).toBe('bigint')
    await settle()
    expect(dapp.deliveries()).toEqual([])
    expect(stranger.deliveries()).toEqual([])
  })

  it('keeps messages for a later subscriber and replays them once, oldest first', async () => {
    const relay = await startRelay()
    const [dapp, wallet] = await Promise.all([RawClient.connect(relay), RawClient.connect(relay)])
    const topic = newTopic()
    await dapp.request('irn_publish', publishParams(topic, 'first'))
    await dapp.request('irn_batchPublish', {
      messages: [publishParams(topic, 'second'), publishParams(topic, 'third')],
    })
    await dapp.request('irn_publish', publishParams(topic, 'first'))

    await wallet.request('irn_subscribe', { topic })
    await wallet.request('irn_subscribe', { topic })
    await wallet.waitFor(() => wallet.deliveries().length === 3)
    await settle()
    expect(wallet.messages(topic)).toEqual(['first', 'second', 'third'])
  })

  it('delivers what was published while a client was away once it resubscribes, without duplicates', async () => {
    const relay = await startRelay()
    const dapp = await RawClient.connect(relay)
    const topic = newTopic()
    const walletId = newClientId()

    const before = await RawClient.connect(relay, walletId)
    await before.request('irn_subscribe', { topic })
    await dapp.request('irn_publish', publishParams(topic, 'acked before leaving'))
    before.ack(await before.waitFor((frame) => frame.method === 'irn_subscription'))
    await dapp.request('irn_publish', publishParams(topic, 'sent but never acked'))
    await before.waitFor(() => before.deliveries().length === 2)
    await settle(50)
    await before.close()

    await dapp.request('irn_publish', publishParams(topic, 'published while away'))
    const after = await RawClient.connect(relay, walletId)
    await after.request('irn_batchSubscribe', { topics: [topic] })
    await after.waitFor(() => after.deliveries().length === 2)
    for (const frame of after.deliveries()) after.ack(frame)
    await dapp.request('irn_publish', publishParams(topic, 'published after return'))
    await after.waitFor(() => after.deliveries().length === 3)
    await settle()
    expect(after.messages(topic)).toEqual([
      'sent but never acked',
      'published while away',
      'published after return',
    ])
  })

  it('sends a message to one socket per client when a client holds two', async () => {
    const relay = await startRelay()
    const dapp = await RawClient.connect(relay)
    const walletId = newClientId()
    const [tab1, tab2] = await Promise.all([
      RawClient.connect(relay, walletId),
      RawClient.connect(relay, walletId),
    ])
    const topic = newTopic()
    await tab1.request('irn_subscribe', { topic })
    await tab2.request('irn_subscribe', { topic })
    await dapp.request('irn_publish', publishParams(topic, 'once'))
    await settle()
    expect([...tab1.messages(), ...tab2.messages()]).toEqual(['once'])
  })

  it('stops delivering after an unsubscribe', async () => {
    const relay = await startRelay()
    const [dapp, wallet] = await Promise.all([RawClient.connect(relay), RawClient.connect(relay)])
    const [kept, dropped, droppedInBatch] = [newTopic(), newTopic(), newTopic()]
    const batch = await wallet.request('irn_batchSubscribe', { topics: [kept, dropped, droppedInBatch] })
    expect(batch.result).toEqual(
      [kept, dropped, droppedInBatch].map((topic) => subscriptionId(topic, wallet.clientId)),
    )
    const unsubscribed = await wallet.request('irn_unsubscribe', {
      topic: dropped,
      id: subscriptionId(dropped, wallet.clientId),
    })
    expect(unsubscribed.result).toBe(true)
    const batchUnsubscribed = await wallet.request('irn_batchUnsubscribe', {
      subscriptions: [{ topic: droppedInBatch, id: subscriptionId(droppedInBatch, wallet.clientId) }],
    })
    expect(batchUnsubscribed.result).toBe(true)
    for (const topic of [dropped, droppedInBatch, kept])
      await dapp.request('irn_publish', publishParams(topic, topic))
    await wallet.waitFor((frame) => frame.method === 'irn_subscription')
    await settle()
    expect(wallet.messages()).toEqual([kept])
  })

  it('hands out kept messages on irn_batchFetchMessages, and then does not push them again', async () => {
    const relay = await startRelay()
    const [dapp, wallet] = await Promise.all([RawClient.connect(relay), RawClient.connect(relay)])
    const topic = newTopic()
    await dapp.request('irn_publish', publishParams(topic, 'kept'))
    const fetched = await wallet.request('irn_batchFetchMessages', { topics: [topic] })
    expect(fetched.result).toEqual({
      messages: [{ topic, message: 'kept', publishedAt: expect.any(Number), tag: 1108, attestation: '' }],
      hasMore: false,
    })
    await wallet.request('irn_subscribe', { topic })
    await settle()
    expect(wallet.deliveries()).toEqual([])
    expect((await wallet.request('irn_batchFetchMessages', { topics: [topic] })).result).toEqual({
      messages: [],
      hasMore: false,
    })
  })

  it('runs a session proposal and approval the way the sign client publishes them', async () => {
    const relay = await startRelay()
    const [dapp, wallet] = await Promise.all([RawClient.connect(relay), RawClient.connect(relay)])
    const pairingTopic = newTopic()
    const sessionTopic = newTopic()

    const proposed = await dapp.request('wc_proposeSession', {
      pairingTopic,
      sessionProposal: 'proposal',
      ttl: 300,
      correlationId: 1,
    })
    expect(proposed.result).toBe(true)
    await wallet.request('irn_subscribe', { topic: pairingTopic })
    const proposal = await wallet.waitFor((frame) => frame.method === 'irn_subscription')
    expect(proposal.params?.data).toMatchObject({ topic: pairingTopic, message: 'proposal', tag: 1100 })

    const approved = await wallet.request('wc_approveSession', {
      sessionTopic,
      pairingTopic,
      sessionProposalResponse: 'response',
      sessionSettlementRequest: 'settlement',
      ttl: 300,
      correlationId: 1,
      approvedChains: ['eip155:31337'],
    })
    expect(approved.result).toBe(true)
    const response = await dapp.waitFor((frame) => frame.method === 'irn_subscription')
    expect(response.params?.data).toMatchObject({ topic: pairingTopic, message: 'response', tag: 1101 })
    await dapp.request('irn_subscribe', { topic: sessionTopic })
    const settlement = await dapp.waitFor((frame) => frame.params?.data.topic === sessionTopic)
    expect(settlement.params?.data).toMatchObject({ message: 'settlement', tag: 1102 })

    await dapp.request('irn_publish', publishParams(sessionTopic, 'request'))
    await wallet.waitFor((frame) => frame.params?.data.topic === sessionTopic)
    await settle()
    expect(wallet.messages(sessionTopic)).toEqual(['request'])
    expect(wallet.messages(pairingTopic)).toEqual(['proposal'])
    expect(dapp.messages()).toEqual(['response', 'settlement'])
  })

  it('answers garbage with JSON-RPC errors and keeps serving', async () => {
    const lines: string[] = []
    const relay = await startRelay({ log: (line) => lines.push(line) })
    const client = await RawClient.connect(relay)
    const errorAfter = async (send: () => void) => {
      const seen = client.frames.length
      send()
      await client.waitFor(() => client.frames.length > seen)
      return client.frames[seen]
    }

    expect(await errorAfter(() => client.sendText('this is not json'))).toEqual({
      id: null,
      jsonrpc: '2.0',
      error: { code: -32700, message: 'Parse error: not JSON' },
    })
    expect((await errorAfter(() => client.sendText('[1,2,3]')))?.error?.code).toBe(-32600)
    expect(
      (await errorAfter(() => client.socket.send(Buffer.from([0, 1, 2]), { binary: true })))?.error?.code,
    ).toBe(-32700)
    const unknown = await client.request('irn_teleport', {})
    expect(unknown.error).toEqual({ code: -32601, message: 'Method not found: irn_teleport' })
    expect((await client.request('toString', {})).error?.code).toBe(-32601)
    const badParams = await client.request('irn_publish', { topic: 'nope', message: 'x' })
    expect(badParams.error).toEqual({
      code: -32602,
      message: 'Invalid params: irn_publish topic must be 64 hex characters',
    })
    expect((await client.request('irn_subscribe', null)).error?.code).toBe(-32602)

    const bigId = await errorAfter(() =>
      client.sendText(
        `{"id":1795271433395335680,"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"${'f'.repeat(64)}"}}`,
      ),
    )
    expect(bigId).toMatchObject({
      id: 1795271433395335680n,
      result: subscriptionId('f'.repeat(64), client.clientId),
    })
    expect(lines.some((line) => line.includes('Parse error: not JSON'))).toBe(true)

    const other = await RawClient.connect(relay)
    expect((await other.request('irn_subscribe', { topic: newTopic() })).result).toEqual(expect.any(String))
  })

  it('pings every socket and drops one that stops answering', async () => {
    const relay = await startRelay({ pingIntervalMs: 100 })
    const live = await RawClient.connect(relay)
    const silent = await RawClient.connect(relay, newClientId(), { autoPong: false })
    let pings = 0
    live.socket.on('ping', () => {
      pings += 1
    })
    const dropped = new Promise((resolve) => silent.socket.once('close', resolve))
    await dropped
    expect(pings).toBeGreaterThanOrEqual(1)
    expect(live.socket.readyState).toBe(WebSocket.OPEN)
  })

  it('closes its sockets and frees its port on close', async () => {
    const relay = await startRelay()
    const client = await RawClient.connect(relay)
    const closed = new Promise<number>((resolve) => client.socket.once('close', resolve))
    await relay.close()
    expect(await closed).toBe(1001)
    expect(await portInUse(relay.port)).toBe(false)
    await relay.close()
  })

  it('refuses a port that is taken, naming it', async () => {
    const server = createServer()
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())))
    const address = server.address()
    if (address === null || typeof address === 'string') throw new Error('no port')
    await expect(createRelay({ port: address.port })).rejects.toThrow(
      `relay: port ${address.port} on 127.0.0.1 is already in use`,
    )
  })
})
