import { freePort } from '@latch/localnet'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../api/ApiError'
import { fetchOnrampTransactions } from './fetchOnrampTransactions'
import { sandboxTransaction } from './internal/sandboxTransaction'
import { type StandInAnswer, startStandIn } from './internal/startStandIn'

const key = 'test-onramp-key'
const user = '0x9965507d1a55bcc2695c58ba16fb37d819b0a4dc'
const stopped: (() => Promise<void>)[] = []

afterEach(async () => {
  vi.restoreAllMocks()
  await Promise.all(stopped.splice(0).map((stop) => stop()))
})

async function provider(answer: () => StandInAnswer) {
  const standIn = await startStandIn(answer)
  stopped.push(standIn.close)
  return standIn
}

async function failure(promise: Promise<unknown>) {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  )
  expect(error).toBeInstanceOf(ApiError)
  return { status: (error as ApiError).status, message: (error as ApiError).message }
}

describe('fetchOnrampTransactions', () => {
  it("reads the user's purchases with the key, filling in what the provider leaves out", async () => {
    const pending = sandboxTransaction({ status: 'ONRAMP_TRANSACTION_STATUS_IN_PROGRESS', tx_hash: '' })
    delete pending.failure_reason
    delete pending.completed_at
    const standIn = await provider(() => ({
      status: 200,
      body: { transactions: [pending, sandboxTransaction()] },
    }))
    const found = await fetchOnrampTransactions({ url: standIn.url, key }, user)
    expect(standIn.requests).toHaveLength(1)
    expect(standIn.requests[0]?.url).toBe(`/api/v1/buy/user/${user}/transactions`)
    expect(standIn.requests[0]?.headers.authorization).toBe(`Bearer ${key}`)
    expect(found).toEqual([{ ...pending, failure_reason: '', completed_at: '' }, sandboxTransaction()])
  })

  it('asks afresh each time', async () => {
    let calls = 0
    const standIn = await provider(() => {
      calls += 1
      return { status: 200, body: { transactions: calls === 1 ? [] : [sandboxTransaction()] } }
    })
    expect(await fetchOnrampTransactions({ url: standIn.url, key }, user)).toEqual([])
    expect(await fetchOnrampTransactions({ url: standIn.url, key }, user)).toHaveLength(1)
  })

  it('escapes the partner user id into one path segment', async () => {
    const standIn = await provider(() => ({ status: 200, body: { transactions: [] } }))
    await fetchOnrampTransactions({ url: standIn.url, key }, '../admin?x=1')
    expect(standIn.requests[0]?.url).toBe('/api/v1/buy/user/..%2Fadmin%3Fx%3D1/transactions')
  })

  it('leaves out a purchase it cannot read, and keeps the others', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const standIn = await provider(() => ({
      status: 200,
      body: {
        transactions: [
          sandboxTransaction({ wallet_address: 'nobody' }),
          sandboxTransaction({ transaction_id: 'kept' }),
          sandboxTransaction({ purchase_amount: { value: '1e5', currency: 'USDL' } }),
        ],
      },
    }))
    const found = await fetchOnrampTransactions({ url: standIn.url, key }, user)
    expect(found.map((transaction) => transaction.transaction_id)).toEqual(['kept'])
  })

  it('answers 502 when the provider refuses the key, errs, or answers no list', async () => {
    for (const answer of [
      { status: 401, body: { error: 'Unauthorized' } },
      { status: 500, body: { transactions: [] } },
      { status: 200, body: { data: [] } },
      { status: 200, body: 'transactions' },
    ]) {
      const standIn = await provider(() => answer)
      expect(
        await failure(fetchOnrampTransactions({ url: standIn.url, key }, user)),
        JSON.stringify(answer),
      ).toEqual({ status: 502, message: 'The onramp provider did not answer' })
    }
  })

  it('answers 502 when nothing listens', async () => {
    const url = `http://127.0.0.1:${await freePort()}`
    expect(await failure(fetchOnrampTransactions({ url, key }, user))).toEqual({
      status: 502,
      message: 'The onramp provider did not answer',
    })
  })

  it('gives up on a provider that does not answer within 5 s', { timeout: 15_000 }, async () => {
    const standIn = await provider(() => 'hang')
    const started = Date.now()
    expect((await failure(fetchOnrampTransactions({ url: standIn.url, key }, user))).status).toBe(502)
    expect(Date.now() - started).toBeGreaterThanOrEqual(4_900)
    expect(Date.now() - started).toBeLessThan(8_000)
  })
})
