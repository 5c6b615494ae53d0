import { expect, test } from '@playwright/test'
import pg from 'pg'
import { sendWithRetry } from '../apps/frame/src/api/sendWithRetry'
import { clusterInfoFile, readAccessLog, readClusterInfo, restartInstances, stopInstance } from './cluster'
import { fund, loginWithEmail, testEmail } from './embedded'
import { devAddress, hostUrl, latchFrame } from './fixtures'
import { registrationsFromInventedClients } from './inventedClients'
import { locks } from './locks'
import { storageMode } from './storageMode'

test.describe.configure({ lock: locks.clusterInstances })

const [first, second] = ['127.0.0.1:3001', '127.0.0.1:3002']
const balanceCacheMs = 5_000

/** The instances that finally answered these log lines (the last address nginx tried for each). */
function answeredBy(lines: ReturnType<typeof readAccessLog>): Set<string | undefined> {
  return new Set(lines.map((line) => line.upstreams.at(-1)))
}

test.describe('two frame instances on one Postgres behind nginx', () => {
  test.skip(!clusterInfoFile, 'runs through the cluster: npx playwright test -c playwright.cluster.config.ts')

  test('a visitor signed in with the embedded wallet goes on, losing nothing, when one instance stops', async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000)
    const loggedBefore = readAccessLog().length
    const email = testEmail(testInfo)
    const address = await loginWithEmail(page, email)
    const frame = latchFrame(page)
    await expect(frame.getByTestId('account-email')).toHaveText(email)
    await fund(address)
    const fundedAt = Date.now()
    await page.keyboard.press('Escape')

    // Round robin: the login was served by both, so the session lives in neither's memory.
    const beforeStop = readAccessLog().slice(loggedBefore)
    expect(beforeStop.filter((line) => line.status >= 500)).toEqual([])
    expect(answeredBy(beforeStop.filter((line) => line.request.includes('/api/')))).toEqual(
      new Set([first, second]),
    )

    await stopInstance('frame-2')
    const loggedAtStop = readAccessLog().length
    try {
      await page.getByRole('button', { name: 'Open Latch' }).click()
      await expect(frame.locator('[data-view="Account"]')).toBeVisible()
      await expect(frame.getByTestId('account-email')).toHaveText(email)
      await page.keyboard.press('Escape')

      await page.getByRole('button', { name: 'Sign message' }).click()
      const approve = frame.locator('[data-view="ApproveTransaction"]')
      await expect(approve.getByTestId('approve-message')).toContainText('Latch host demo')
      await approve.getByRole('button', { name: 'Approve' }).click()
      await expect(page.getByTestId('sign-result')).toHaveText('Signature verified')

      // The server keeps a balance 5 s: past that, the one read before the funding is gone.
      await page.waitForTimeout(Math.max(0, fundedAt + balanceCacheMs + 500 - Date.now()))
      await page.reload()
      await expect(page.getByTestId('address')).toHaveText(address, { timeout: 20_000 })
      await page.getByRole('button', { name: 'Open Latch' }).click()
      await expect(frame.locator('[data-view="Account"]')).toBeVisible()
      await expect(frame.getByTestId('account-email')).toHaveText(email)
      // Funded after the login's balance was read: this one is read afresh, by the instance left.
      const eth = frame
        .getByTestId('token-row')
        .filter({ hasText: 'ETH' })
        .filter({ hasNotText: 'WETH' })
        .first()
      await expect(eth.getByTestId('token-quantity')).toContainText('10')

      await expect(page.getByRole('alert')).toHaveCount(0)
      await expect(frame.locator('.latch-toast-error')).toHaveCount(0)
      const afterStop = readAccessLog().slice(loggedAtStop)
      expect(afterStop.filter((line) => line.request.includes('/api/')).length).toBeGreaterThan(0)
      expect(afterStop.filter((line) => line.status >= 500)).toEqual([])
      expect(answeredBy(afterStop)).toEqual(new Set([first]))
    } finally {
      await restartInstances('frame-2')
    }
  })

  test('200 registrations through nginx from one socket, each claiming another client, meet the per-client limit', async () => {
    const { frameUrl } = readClusterInfo()
    const { statuses, sockets } = await registrationsFromInventedClients(frameUrl, 200)
    expect(sockets).toBe(1)
    // 20 per client per 10 minutes, on the cluster's shared Postgres: nginx is the trusted proxy and
    // names the client it sees, whatever X-Forwarded-For said. Both browser modes run this within
    // the window, so the second meets the limit from the first request on.
    expect(statuses.filter((status) => status !== 429).length).toBeLessThanOrEqual(20)
    expect(new Set(statuses.slice(20))).toEqual(new Set([429]))
  })

  test('an instance killed under load costs no request, and stores no event or row twice', async () => {
    test.skip(storageMode(test.info()) !== 'storage-blocked', 'no browser: once is enough')
    test.setTimeout(120_000)
    const { frameUrl, instances } = readClusterInfo()
    const victim = instances.find((instance) => instance.name === 'frame-2')
    const victimPid = victim?.pid
    if (!victimPid) throw new Error('frame-2 is not running')
    const headers = { origin: hostUrl, 'content-type': 'application/json' }
    const eventIds: string[] = []
    const nonces: string[] = []
    const failures: string[] = []
    const startedAt = new Date(Date.now() - 1_000)
    // What the open modal asks while it is shown: balances, prices, an onramp quote, its events.
    const calls = [
      () =>
        fetch(`${frameUrl}/api/v1/account/${devAddress}/balance?projectId=latch-dev&chainId=eip155:31337`, {
          headers,
        }),
      () =>
        fetch(`${frameUrl}/api/v1/fungible/price`, {
          method: 'POST',
          headers,
          body: JSON.stringify({
            projectId: 'latch-dev',
            currency: 'usd',
            addresses: ['eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'],
          }),
        }),
      () => {
        const eventId = crypto.randomUUID()
        eventIds.push(eventId)
        return fetch(`${frameUrl}/api/e?projectId=latch-dev`, {
          method: 'POST',
          headers,
          body: JSON.stringify({
            eventId,
            url: hostUrl,
            domain: 'localhost',
            timestamp: Date.now(),
            props: { type: 'track', event: 'MODAL_OPEN' },
          }),
        })
      },
    ]
    // And what it asks once, which must not be done twice: a SIWX nonce (a row), under an
    // Idempotency-Key as the modal's client sends it. Twelve in all, around the kill, within the
    // nonce limit of one client.
    const nonceCall = () => {
      const idempotencyKey = crypto.randomUUID()
      return () =>
        fetch(`${frameUrl}/api/siwx/nonce`, {
          method: 'POST',
          headers: { ...headers, 'idempotency-key': idempotencyKey },
          body: JSON.stringify({ projectId: 'latch-dev' }),
        }).then(async (response) => {
          if (response.ok) nonces.push(((await response.clone().json()) as { nonce: string }).nonce)
          return response
        })
    }
    let killed = false
    const worker = async (offset: number) => {
      for (let round = 0; round < 30; round++) {
        const call = round === 8 + (offset % 4) ? nonceCall() : calls[(round + offset) % calls.length]
        if (!call) continue
        // As the modal's API client sends them: once more after a failed instance. A failure is a
        // refusal, or a connection cut before the whole answer came, twice.
        const failure = await sendWithRetry(call)
          .then(async (response) =>
            response.ok
              ? void (await response.arrayBuffer())
              : `${response.status} ${response.url}: ${await response.text()}`,
          )
          .catch((error: unknown) => `${String(error)} (${String((error as Error).cause ?? '')})`)
        if (failure) failures.push(failure)
        // A third of the way in, frame-2 dies with requests in flight, as a crash would.
        if (offset === 0 && round === 10 && !killed) {
          killed = true
          process.kill(-victimPid, 'SIGKILL')
        }
      }
    }
    try {
      await Promise.all(Array.from({ length: 12 }, (_, offset) => worker(offset)))
      expect(killed).toBe(true)
      expect(failures).toEqual([])
      // Every event is stored, once, however often nginx or the frame sent it.
      const db = new pg.Client({
        connectionString: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5440/postgres',
      })
      await db.connect()
      try {
        const { rows } = await db.query<{ stored: string; distinct: string }>(
          'select count(*) as stored, count(distinct event_id) as distinct from analytics_events where event_id = any($1::uuid[])',
          [eventIds],
        )
        expect(rows[0]).toEqual({ stored: String(eventIds.length), distinct: String(eventIds.length) })
        // One nonce row per request, each the one its caller got: none made by a try that died.
        expect(nonces).toHaveLength(12)
        const made = await db.query<{ nonce: string }>(
          'select nonce from siwx_nonces where origin = $1 and issued_at >= $2',
          [hostUrl, startedAt],
        )
        expect(made.rows.map((row) => row.nonce).sort()).toEqual([...nonces].sort())
      } finally {
        await db.end()
      }
    } finally {
      await restartInstances('frame-2')
    }
  })
})
