import { readdirSync, readFileSync } from 'node:fs'
import { expect, type Page } from '@playwright/test'
import { test } from './elsewhere'
import { connectWebWallet, openFreshHost, overlay, webWalletAddress } from './fixtures'
import { locks } from './locks'

test.describe.configure({ lock: locks.walletConnectRelay })

const relayPort = 5555

/**
 * The pid of the relay `npm start` runs (`relay/main.mjs --port 5555`), found in /proc so that the
 * test needs no tool a clean machine may lack.
 */
function relayPid(): number {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    let args: string[]
    try {
      args = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0')
    } catch {
      continue
    }
    const script = args.findIndex((arg) => arg.endsWith('relay/main.mjs'))
    if (script >= 0 && args[script + 2] === String(relayPort)) return Number(entry)
  }
  throw new Error(`No relay of ours runs on port ${relayPort}: is the stack running?`)
}

/**
 * Restarts the relay (see packages/localnet/src/relay/main.mjs): every socket drops and every message
 * it kept is lost, the port comes back, and the stack stays up for the specs after this one. A socket
 * of `page`'s own, opened first, tells when the old relay has gone.
 */
async function restartRelay(page: Page) {
  const url = `ws://127.0.0.1:${relayPort}/?auth=${probeAuth}`
  await page.evaluate(
    (url) =>
      new Promise<void>((resolve, reject) => {
        const socket = new WebSocket(url)
        const closed = new Promise<number>((closedWith) => {
          socket.onclose = (event) => closedWith(event.code)
        })
        Object.assign(window, { relayProbeClosed: closed })
        socket.onopen = () => resolve()
        socket.onerror = () => reject(new Error('the relay refused the probe socket'))
      }),
    url,
  )
  process.kill(relayPid(), 'SIGUSR2')
  expect(
    await page.evaluate(() => (window as unknown as { relayProbeClosed: Promise<number> }).relayProbeClosed),
  ).toBe(1001)
  await expect
    .poll(() =>
      fetch(`http://127.0.0.1:${relayPort}/`).then(
        (response) => response.ok,
        () => false,
      ),
    )
    .toBe(true)
}

// A relay JWT whose `iss` is a did:key, all the local relay reads of it.
const probeAuth = [
  Buffer.from('{"alg":"EdDSA","typ":"JWT"}').toString('base64url'),
  Buffer.from('{"iss":"did:key:z6MkhPWz88cjHUEDZYTJ8Y4H5h3fyHs6TzzB5hTSbpD5axaJ"}').toString('base64url'),
  'c2ln',
].join('.')

test.describe('the WalletConnect relay restarts mid-session', () => {
  test.beforeEach(({ page }) => openFreshHost(page))

  test('the session resumes: a request after the restart reaches the wallet and its answer comes back', async ({
    page,
  }) => {
    const wallet = await connectWebWallet(page)
    await expect(page.getByTestId('address')).toHaveText(webWalletAddress)
    await expect(overlay(page)).toBeHidden()

    await restartRelay(page)

    await page.getByRole('button', { name: 'Sign message' }).click()
    await expect(wallet.getByText('personal_sign')).toBeVisible({ timeout: 20_000 })
    await wallet.getByRole('button', { name: 'Approve' }).click()
    await expect(page.getByTestId('sign-result')).toHaveText('Signature verified', { timeout: 20_000 })
    await expect(page.getByTestId('address')).toHaveText(webWalletAddress)
  })
})
