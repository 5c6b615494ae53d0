import { expect, type Page, test } from '@playwright/test'
import { answerInDevWallet, devAddress, embedFrame, hostUrl, latchFrame, overlay } from './fixtures'

type Outcome = { result?: unknown; code?: number; message?: string; at: number }
type ScriptTagWindow = {
  Latch: { getLatch(): { provider: { request(args: { method: string }): Promise<unknown> } } }
  waiting?: Promise<Outcome>
}

/** The script-tag page of the host demo, with nothing remembered. */
async function openScriptTagPage(page: Page) {
  await page.goto(`${hostUrl}/script-tag.html`)
  await page.evaluate(() => localStorage.clear())
  await page.reload()
}

/** Starts eth_requestAccounts, which waits in the open modal; its outcome is kept with the time it came. */
async function requestAccounts(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as ScriptTagWindow
    w.waiting = w.Latch.getLatch()
      .provider.request({ method: 'eth_requestAccounts' })
      .then(
        (result) => ({ result, at: performance.now() }),
        (error: { code: number; message: string }) => ({
          code: error.code,
          message: error.message,
          at: performance.now(),
        }),
      )
  })
  await expect(latchFrame(page).locator('[data-view="Connect"]')).toBeVisible()
}

const outcome = (page: Page) =>
  page.evaluate(() => (window as unknown as ScriptTagWindow).waiting as Promise<Outcome>)
const now = (page: Page) => page.evaluate(() => performance.now())

test.describe('a frame that goes away', () => {
  test('reloaded while a request waits: the request rejects with 4900 at once, and the new frame connects', async ({
    page,
  }) => {
    await openScriptTagPage(page)
    await requestAccounts(page)
    const reloaded = await now(page)
    // The frame navigates away under the call, which may then fail: that is the point.
    await embedFrame(page)
      .evaluate(() => location.reload())
      .catch(() => undefined)
    const { code, at } = await outcome(page)
    expect(code).toBe(4900)
    expect(at - reloaded).toBeLessThan(1000)
    await expect(overlay(page)).toBeHidden()

    // The SDK has connected to the new document: a connect goes through it. A visitor acts once that
    // document is up (it marks latch:ready as it answers the SDK's init); an open() sent while the
    // old document's channel is ending rejects with 4900 like the request above, and the script-tag
    // page's button drops it.
    await expect
      .poll(() =>
        embedFrame(page)
          .evaluate(() => performance.getEntriesByName('latch:ready').length)
          .catch(() => 0),
      )
      .toBe(1)
    await page.getByRole('button', { name: 'Open Latch' }).click()
    const frame = latchFrame(page)
    await expect(frame.locator('[data-view="Connect"]')).toBeVisible()
    await frame.getByRole('button', { name: /Latch Dev Wallet/ }).click()
    await answerInDevWallet(page, 'Approve')
    await expect(page.getByTestId('address')).toHaveText(devAddress)
  })

  test('removed from the page while a request waits: the request rejects with 4900 at once', async ({
    page,
  }) => {
    await openScriptTagPage(page)
    await requestAccounts(page)
    const removed = await now(page)
    await page.evaluate(() => document.querySelector('iframe[data-latch-frame]')?.remove())
    const { code, at } = await outcome(page)
    expect(code).toBe(4900)
    expect(at - removed).toBeLessThan(1000)
  })
})
