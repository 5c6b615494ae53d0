// Part of `npm run bench`: the passkey login, driven like a user over fresh browser contexts with
// Chromium's virtual authenticator: each run makes a wallet with a new passkey, then, in another
// context (a device with no share of the key), signs in with it: "Use passkey" clicked in the
// passkey popup → the host has the address (the ceremony, the server's verification, the key
// rebuilt from the auth and recovery shares). The local frame runs its ceremonies in that popup
// (docs/passkeys.md).
import { row, watchHost } from './benchStats.mjs'
import { virtualAuthenticator } from './virtualAuthenticator.mjs'

const hostUrl = 'http://localhost:5173'

const now = (target) => target.evaluate(() => performance.timeOrigin + performance.now())

/**
 * In a fresh context: Connect, "Continue with a passkey", `choice`; answers the popup, with an
 * authenticator holding `passkeys`, and the host page.
 *
 * @param {import('@playwright/test').Browser} browser
 * @param {string} choice
 * @param {object[]} passkeys
 */
async function passkeyPopup(browser, choice, passkeys) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(hostUrl)
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  const frame = await (await page.waitForSelector('iframe[data-latch-frame]')).contentFrame()
  await frame.getByRole('button', { name: 'Continue with a passkey' }).click()
  const button = frame.getByRole('button', { name: choice, disabled: false })
  await button.waitFor()
  const [popup] = await Promise.all([context.waitForEvent('page'), button.click()])
  const { made } = await virtualAuthenticator(popup, passkeys)
  return { context, page, popup, made }
}

/**
 * Runs the passkey measure `runs` times and prints its table.
 *
 * @param {import('@playwright/test').Browser} browser
 * @param {number} runs
 */
export async function benchPasskey(browser, runs) {
  const toConnected = []
  for (let i = 0; i < runs; i++) {
    const first = await passkeyPopup(browser, 'Create a new wallet with a passkey', [])
    const created = await watchHost(first.page, 'address', /^0x/)
    await first.popup.getByRole('button', { name: 'Create passkey' }).click()
    await created()
    await first.context.close()

    const second = await passkeyPopup(browser, 'Sign in with a passkey', first.made)
    const use = second.popup.getByRole('button', { name: 'Use passkey' })
    await use.waitFor()
    const connected = await watchHost(second.page, 'address', /^0x/)
    const clicked = await now(second.popup)
    await use.click()
    toConnected.push((await connected()) - clicked)
    await second.context.close()
  }
  console.log(`\n| passkey login (Chromium, ${runs} runs) | median | p95 |\n|---|---:|---:|`)
  console.log(row('passkey login clicked → connected (address at the host, new device)', toConnected))
}
