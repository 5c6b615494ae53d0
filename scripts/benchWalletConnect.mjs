// Part of `npm run bench`: WalletConnect in the frame, driven like a user with the dev web wallet.
// Times, over fresh browser contexts, (1) a click on a wallet in the Connect view to its QR code
// painted, once with the pointer resting on the wallet for a moment first (as a person's does while
// reading its name; the frame loads WalletConnect's SDK when the pointer or the keyboard reaches a
// wallet) and once clicked with no pointer ahead, and (2) the click on Approve in the wallet to the
// host showing the address (the modal then closes).
import { markAfter, row, watchHost } from './benchStats.mjs'

const hostUrl = 'http://localhost:5173'
/** How long the pointer rests on the wallet before the click, in the first measure. */
const dwellMs = 300

// Epoch milliseconds of the next click in that document, as the page itself saw it.
const armClick = (target) =>
  target.evaluate(() => {
    window.benchClick = new Promise((resolve) =>
      document.addEventListener('click', () => resolve(performance.timeOrigin + performance.now()), {
        capture: true,
        once: true,
      }),
    )
  })

/**
 * Runs the WalletConnect measures `runs` times and prints their table.
 *
 * @param {import('@playwright/test').Browser} browser
 * @param {number} runs
 */
export async function benchWalletConnect(browser, runs) {
  const toQr = { dwell: [], cold: [] }
  const toConnected = []
  for (let i = 0; i < 2 * runs; i++) {
    const mode = i % 2 === 0 ? 'dwell' : 'cold'
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto(hostUrl)
    await page.getByRole('button', { name: 'Connect', exact: true }).click()
    const handle = await page.waitForSelector('iframe[data-latch-frame]')
    const frame = await handle.contentFrame()
    await frame
      .locator('[data-view="Connect"]')
      .getByRole('button', { name: /Latch Web Wallet/ })
      .waitFor()

    const walletButton = frame.getByRole('button', { name: /Latch Web Wallet/ })
    if (mode === 'dwell') {
      await walletButton.hover()
      await frame.waitForTimeout(dwellMs)
    }
    await armClick(frame)
    await walletButton.click()
    const clicked = await frame.evaluate(() => window.benchClick)
    toQr[mode].push((await markAfter(frame, 'latch:qr-painted', clicked)) - clicked)

    const [wallet] = await Promise.all([
      context.waitForEvent('page'),
      frame.getByRole('link', { name: /web app/ }).click(),
    ])
    const approve = wallet.getByRole('button', { name: 'Approve' })
    await approve.waitFor()
    const connected = await watchHost(page, 'address', /^0x/)
    await armClick(wallet)
    await approve.click()
    const approved = await wallet.evaluate(() => window.benchClick)
    toConnected.push((await connected()) - approved)
    await context.close()
  }
  console.log(
    `\n| WalletConnect (Chromium, ${runs} runs each, dev web wallet) | median | p95 |\n|---|---:|---:|`,
  )
  console.log(row(`click a wallet → QR code painted (pointer on it ${dwellMs} ms first)`, toQr.dwell))
  console.log(row('click a wallet → QR code painted (no pointer before the click)', toQr.cold))
  console.log(row('Approve in the wallet → connected at the host', toConnected))
}
