import AxeBuilder from '@axe-core/playwright'
import { expect, type Frame, type FrameLocator, type Locator, type Page, type Route } from '@playwright/test'
import { openElsewhere } from './elsewhere'

export const hostUrl = 'http://localhost:5173'
/**
 * Where the host demo finds the frame: `npm start`'s frame, or what LATCH_E2E_FRAME_URL names (the
 * cluster's nginx under playwright.cluster.config.ts).
 */
export const frameUrl = process.env.LATCH_E2E_FRAME_URL ?? 'http://127.0.0.1:3000'
/** Same server as the host demo, but an origin the dev project does not allow. */
export const disallowedHostUrl = 'http://127.0.0.1:5173'
export const devAddress = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/**
 * The host page with nothing remembered in its storage: no wallet authorised, no tab chosen.
 * @example
 * test.beforeEach(({ page }) => openFreshHost(page))
 */
export async function openFreshHost(page: Page) {
  await page.goto(hostUrl)
  await page.evaluate(() => localStorage.clear())
}

/** The Latch modal inside the overlay iframe. */
export function latchFrame(page: Page): FrameLocator {
  return page.frameLocator('iframe[data-latch-frame]')
}

const embedPath = /^https?:\/\/[^/]+\/embed(?:[?#]|$)/

/** The Latch frame's document (its /embed page) among the page's frames, or undefined while there is none. */
export function findEmbedFrame(page: Page): Frame | undefined {
  return page.frames().find((frame) => embedPath.test(frame.url()))
}

/**
 * The Latch frame's document, to evaluate in it (to measure its layout, or to reload it); throws
 * when the page has none.
 */
export function embedFrame(page: Page): Frame {
  const frame = findEmbedFrame(page)
  if (!frame) throw new Error('the host page has no Latch frame')
  return frame
}

/**
 * The overlay iframe element in the host page, while it is shown. Hidden, it stays laid out (fully
 * transparent, inert and passing pointer events through) so that opening paints in one frame:
 * Playwright would count it visible, so a hidden overlay is one that is inert.
 */
export function overlay(page: Page): Locator {
  return page.locator('iframe[data-latch-frame]:not([inert])')
}

/**
 * The keyboard reaches the Latch frame: the browser has moved the page's focus into it. The closed
 * modal keeps its first control focused inside the hidden frame, so `toBeFocused` alone holds before
 * an open's focus has arrived, and keys typed at once could still go to the host page.
 */
export async function expectFrameFocused(page: Page) {
  await expect.poll(() => findEmbedFrame(page)?.evaluate(() => document.hasFocus())).toBe(true)
}

/** The dev wallet's approval panel in the host page. */
export function devWallet(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Latch Dev Wallet' })
}

/** Clicks the wallet's answer to the request it is showing. */
export async function answerInDevWallet(page: Page, answer: 'Approve' | 'Reject') {
  await devWallet(page).getByRole('button', { name: answer }).click()
}

/** From a fresh page: Connect in the host, pick the dev wallet in Latch, approve it in the wallet. */
export async function connectDevWallet(page: Page) {
  await page.goto(hostUrl)
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  const frame = latchFrame(page)
  await expect(frame.locator('[data-view="Connect"]')).toBeVisible()
  await frame.getByRole('button', { name: /Latch Dev Wallet/ }).click()
  await expect(frame.locator('[data-view="ConnectingExternal"]')).toBeVisible()
  await answerInDevWallet(page, 'Approve')
  await expect(page.getByTestId('address')).toHaveText(devAddress)
  await reopenOnAccount(page)
}

/**
 * After a connect without sign-in the modal closes, as hosts expect; this opens it again from the
 * host demo's "Open Latch" and waits for Account.
 */
export async function reopenOnAccount(page: Page) {
  await expect(overlay(page)).toBeHidden()
  await page.getByRole('button', { name: 'Open Latch' }).click()
  await expect(latchFrame(page).locator('[data-view="Account"]')).toBeVisible()
}

/** The address of the dev web wallet of `npm start` (a WalletConnect wallet in a web page): dev account 1. */
export const webWalletAddress = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/**
 * From the open Connect view: picks the Latch Web Wallet, waits for its QR code and follows the
 * modal's "web app" link, as a desktop user would; answers the wallet's page, showing the proposal.
 */
export async function openWebWallet(page: Page): Promise<Page> {
  const frame = latchFrame(page)
  await frame.getByRole('button', { name: /Latch Web Wallet/ }).click()
  await expect(frame.locator('[data-view="ConnectingWalletConnect"]')).toBeVisible()
  await expect(frame.getByRole('img', { name: 'WalletConnect QR code' })).toBeVisible()
  const link = frame.getByRole('link', { name: /web app/ })
  const href = new URL((await link.getAttribute('href')) ?? '').href
  // The link opens a window on the pairing URL; the wallet itself answers in a window of its own
  // (openElsewhere), so the window the link opened is only checked and closed, never loaded.
  const context = page.context()
  const blank = (route: Route) => route.fulfill({ body: '' })
  const toWallet = (url: URL) => url.href === href
  await context.route(toWallet, blank)
  const [opened] = await Promise.all([context.waitForEvent('page'), link.click()])
  await expect(opened).toHaveURL(href)
  await opened.close()
  await context.unroute(toWallet, blank)
  return openElsewhere(page, href)
}

/** From a fresh host page (`search` adds to its URL): Connect, pair the web wallet and approve. */
export async function connectWebWallet(page: Page, search = ''): Promise<Page> {
  await page.goto(`${hostUrl}/${search}`)
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  await expect(latchFrame(page).locator('[data-view="Connect"]')).toBeVisible()
  const wallet = await openWebWallet(page)
  await expect(wallet.getByText('Latch host demo').first()).toBeVisible()
  await wallet.getByRole('button', { name: 'Approve' }).click()
  return wallet
}

/** Axe over the modal's frame finds nothing serious or critical. */
export async function expectNoSeriousViolation(page: Page) {
  const results = await new AxeBuilder({ page }).include('iframe[data-latch-frame]').analyze()
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious, JSON.stringify(serious, null, 2)).toEqual([])
}
