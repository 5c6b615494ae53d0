// Part of `npm run bench`: the account views, over fresh browser contexts with the host's dev
// wallet connected: (1) "Open Latch" clicked → Account painted with its tokens, the first time in
// the page (cold: balances fetched) and again after a close (warm: kept), (2) the Activity tab
// clicked → its first page painted. The frame marks both (latch:painted:tokens, :activity).
import { markAfter, row } from './benchStats.mjs'

const hostUrl = 'http://localhost:5173'

const now = (target) => target.evaluate(() => performance.timeOrigin + performance.now())

/**
 * A fresh browser context on the host demo with its dev wallet connected through Latch (the modal
 * closed again, as after every connect without sign-in).
 *
 * @example
 * const { context, page, frame } = await connectedHost(browser)
 * @param {import('@playwright/test').Browser} browser
 */
export async function connectedHost(browser) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(hostUrl)
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  const frame = await (await page.waitForSelector('iframe[data-latch-frame]')).contentFrame()
  if (!frame) throw new Error('the Latch frame has no document')
  await frame.getByRole('button', { name: /Latch Dev Wallet/ }).click()
  await page
    .getByRole('dialog', { name: 'Latch Dev Wallet' })
    .getByRole('button', { name: 'Approve' })
    .click()
  await page.locator('iframe[data-latch-frame]:not([inert])').waitFor({ state: 'detached' })
  return { context, page, frame }
}

/**
 * Runs the account measures `runs` times and prints their table.
 *
 * @param {import('@playwright/test').Browser} browser
 * @param {number} runs
 */
export async function benchAccount(browser, runs) {
  const cold = []
  const warm = []
  const activity = []
  for (let i = 0; i < runs; i++) {
    const { context, page, frame } = await connectedHost(browser)

    const opened = await now(frame)
    await page.getByRole('button', { name: 'Open Latch' }).click()
    cold.push((await markAfter(frame, 'latch:painted:tokens', opened)) - opened)

    await page.keyboard.press('Escape')
    await page.locator('iframe[data-latch-frame]:not([inert])').waitFor({ state: 'detached' })
    const reopened = await now(frame)
    await page.getByRole('button', { name: 'Open Latch' }).click()
    warm.push((await markAfter(frame, 'latch:painted:tokens', reopened)) - reopened)

    const clicked = await now(frame)
    await frame.getByRole('tab', { name: 'Activity' }).click()
    activity.push((await markAfter(frame, 'latch:painted:activity', clicked)) - clicked)
    await context.close()
  }
  console.log(`\n| account views (Chromium, ${runs} runs) | median | p95 |\n|---|---:|---:|`)
  console.log(row('open → Account with tokens painted, cold', cold))
  console.log(row('open → Account with tokens painted, warm', warm))
  console.log(row('Activity clicked → first page painted', activity))
}
