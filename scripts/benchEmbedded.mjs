// Part of `npm run bench`: the embedded wallet, driven like a user, over fresh browser contexts:
// (1) Continue clicked with an email → the code view painted, (2) the code typed → the host has the
// address (the wallet made and its shares stored on the way; the modal then closes), (3) Approve
// clicked → the signature at the host.
import { markAfter, row, watchHost } from './benchStats.mjs'

const hostUrl = 'http://localhost:5173'
const inboxUrl = 'http://127.0.0.1:5557'

const now = (target) => target.evaluate(() => performance.timeOrigin + performance.now())

/**
 * The code the local inbox has for `email` (the newest mail's six digits); rejects after 15 s.
 *
 * @example
 * await frame.getByRole('textbox', { name: 'Code' }).fill(await codeFor(email))
 * @param {string} email
 */
export async function codeFor(email) {
  const deadline = Date.now() + 15_000
  while (Date.now() < deadline) {
    const response = await fetch(`${inboxUrl}/messages?to=${encodeURIComponent(email)}`)
    const { messages } = await response.json()
    const code = /(\d{6})/.exec(messages[0]?.subject ?? '')?.[1]
    if (code) return code
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`no code mailed to ${email}`)
}

/**
 * Runs the embedded-wallet measures `runs` times and prints their table.
 *
 * @param {import('@playwright/test').Browser} browser
 * @param {number} runs
 */
export async function benchEmbedded(browser, runs) {
  const toCodeView = []
  const toConnected = []
  const toSignature = []
  for (let i = 0; i < runs; i++) {
    const email = `bench-${Date.now().toString(36)}-${i}@latch.test`
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto(hostUrl)
    await page.getByRole('button', { name: 'Connect', exact: true }).click()
    const frame = await (await page.waitForSelector('iframe[data-latch-frame]')).contentFrame()
    // Typed key by key as a fast typist does (40 ms a key): the frame loads the wallet's code when the
    // visitor starts typing, and the measure below is what a person waits after Continue.
    await frame.getByRole('textbox', { name: 'Email' }).pressSequentially(email, { delay: 40 })

    const submitted = await now(frame)
    await frame.getByRole('button', { name: 'Continue', exact: true }).click()
    toCodeView.push((await markAfter(frame, 'latch:painted:EmailVerifyOtp', submitted)) - submitted)

    const code = await codeFor(email)
    const connected = await watchHost(page, 'address', /^0x/)
    const typed = await now(frame)
    await frame.getByRole('textbox', { name: 'Code' }).fill(code)
    toConnected.push((await connected()) - typed)
    await page.locator('iframe[data-latch-frame]:not([inert])').waitFor({ state: 'detached' })
    await page.getByRole('button', { name: 'Sign message' }).click()
    // Approve arms 500 ms after it shows (docs/approvals.md): the measure starts once it can act.
    const approve = frame
      .locator('[data-view="ApproveTransaction"]')
      .getByRole('button', { name: 'Approve', disabled: false })
    await approve.waitFor()
    const signed = await watchHost(page, 'sign-result', /./)
    const clicked = await now(frame)
    await approve.click()
    toSignature.push((await signed()) - clicked)
    await context.close()
  }
  console.log(`\n| embedded wallet (Chromium, ${runs} runs) | median | p95 |\n|---|---:|---:|`)
  console.log(row('email submitted → code view painted', toCodeView))
  console.log(row('code submitted → connected (address at the host)', toConnected))
  console.log(row('Approve clicked → signature at the host', toSignature))
}
