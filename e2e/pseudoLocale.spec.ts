import { expect, type Page, type Route, type TestInfo, test } from '@playwright/test'
import { pseudoLetters, pseudoMessage, pseudoText } from '../apps/frame/scripts/pseudoLocalize.mjs'
import { fromBase32, totpCode, totpStep } from '../apps/frame/src/server/embedded/totp'
import { codeFromInbox, testEmail } from './embedded'
import {
  answerInDevWallet,
  devAddress,
  embedFrame,
  hostUrl,
  latchFrame,
  overlay,
  reopenOnAccount,
  webWalletAddress,
} from './fixtures'
import { storageMode } from './storageMode'

// The frame in its pseudo-locale (docs/languages.md#the-pseudo-locale): every message about 40 %
// longer than English, as the longer languages run. Each main view must show all of its text: no
// message cut by its box (an ellipsis, a clip, a fixed height), none running out of its box or out
// of the dialog, no sideways scroll. Each view's screenshot is attached to the report.

const say = (english: string) => pseudoMessage(english)

/** Where the text of a message is cut or runs over, in the dialog shown: none. */
async function expectNothingCut(
  page: Page,
  testInfo: TestInfo,
  view: string,
  { state = view, settled = true }: { state?: string; settled?: boolean } = {},
) {
  const frame = latchFrame(page)
  await expect(frame.locator(`[data-view="${view}"]`)).toBeVisible()
  // A list still loading grows the view when it arrives: measure the settled view, unless the state
  // to measure is the loading one.
  if (settled) await expect(frame.getByRole('dialog').locator('[aria-busy="true"]')).toHaveCount(0)
  await testInfo.attach(`${state} in en-XA`, {
    body: await frame.getByRole('dialog').screenshot(),
    contentType: 'image/png',
  })
  const faults = await embedFrame(page).evaluate((letters) => {
    const pseudo = new RegExp(letters)
    const dialog = document.querySelector<HTMLElement>('[role="dialog"]')
    if (!dialog) return ['no dialog']
    const bounds = dialog.getBoundingClientRect()
    const found: string[] = []
    const name = (element: Element) =>
      `<${element.tagName.toLowerCase()}> "${(element.textContent ?? '').trim().slice(0, 60)}"`
    if (document.documentElement.scrollWidth > document.documentElement.clientWidth)
      found.push('the page scrolls sideways')
    for (const element of [dialog, ...dialog.querySelectorAll<HTMLElement>('*')]) {
      if (!(element instanceof HTMLElement) || !pseudo.test(element.textContent ?? '')) continue
      const style = getComputedStyle(element)
      const box = element.getBoundingClientRect()
      // Text for screen readers alone is clipped to a pixel on purpose; inline boxes have no size.
      if (style.display === 'inline' || box.width <= 1 || box.height <= 1) continue
      if (element.scrollWidth > element.clientWidth + 1)
        found.push(`${name(element)} is ${element.scrollWidth} px wide in ${element.clientWidth} px`)
      const scrolls = style.overflowY === 'auto' || style.overflowY === 'scroll'
      if (!scrolls && element.scrollHeight > element.clientHeight + 1)
        found.push(`${name(element)} is ${element.scrollHeight} px tall in ${element.clientHeight} px`)
    }
    // Each run of the pseudo-locale's text lies inside the dialog.
    const walker = document.createTreeWalker(dialog, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!pseudo.test(node.textContent ?? '')) continue
      // Text for screen readers alone lies in a box of a pixel: the range still measures all of it.
      if ((node.parentElement?.getBoundingClientRect().width ?? 0) <= 1) continue
      const range = document.createRange()
      range.selectNodeContents(node)
      const text = range.getBoundingClientRect()
      if (text.width === 0) continue
      if (text.left < bounds.left - 1 || text.right > bounds.right + 1)
        found.push(`"${node.textContent?.trim().slice(0, 60)}" runs out of the dialog`)
    }
    return found
  }, pseudoLetters.source)
  // Soft, so that one run names every view with a fault.
  expect.soft(faults, state).toEqual([])
}

/** The host page in en-XA (`query` adds to its URL), and the modal opened on the view titled `title`. */
async function openOn(page: Page, query = '', title = 'Connect Wallet') {
  await page.goto(`${hostUrl}/?locale=en-XA${query}`)
  await page.evaluate(() => localStorage.clear())
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  await expect(overlay(page)).toBeVisible()
  await expect(latchFrame(page).getByRole('dialog', { name: say(title) })).toBeVisible()
}

/** Back, and the view it leads to. */
async function back(page: Page, to: string) {
  const frame = latchFrame(page)
  await frame.getByRole('button', { name: say('Back') }).click()
  await expect(frame.locator(`[data-view="${to}"]`)).toBeVisible()
}

/**
 * Connect's email login, from a fresh host page in en-XA, up to the view that asks for its first code:
 * the login's, or on a new device the device's.
 */
async function startEmailLogin(page: Page, email: string, view = 'EmailVerifyOtp') {
  await openOn(page)
  const frame = latchFrame(page)
  await frame.locator('input[type="email"]').fill(email)
  await frame.getByRole('button', { name: say('Continue'), exact: true }).click()
  await expect(frame.locator(`[data-view="${view}"]`)).toBeVisible()
}

test('Connect and the ways on from it (social logins, Farcaster, a passkey, All Wallets, the QR code) show all their text', async ({
  page,
}, testInfo) => {
  await openOn(page)
  const frame = latchFrame(page)
  await expectNothingCut(page, testInfo, 'Connect')
  await frame.getByRole('button', { name: new RegExp(pseudoText('More social logins')) }).click()
  await expectNothingCut(page, testInfo, 'ConnectSocials')
  await frame.getByRole('button', { name: /Farcaster/ }).click()
  await expect(frame.getByRole('link', { name: say('Open in Farcaster') })).toBeVisible()
  await expectNothingCut(page, testInfo, 'ConnectingFarcaster')
  await back(page, 'ConnectSocials')
  await back(page, 'Connect')
  await frame.getByRole('button', { name: say('Continue with a passkey') }).click()
  await expect(frame.getByRole('button', { name: say('Sign in with a passkey') })).toBeEnabled()
  await expectNothingCut(page, testInfo, 'ConnectingPasskey')
  await back(page, 'Connect')
  // A social login while its popup is open, then Connect with the reason once the popup is closed.
  const [popup] = await Promise.all([
    page.context().waitForEvent('page'),
    frame.getByRole('button', { name: /Google/ }).click(),
  ])
  await expectNothingCut(page, testInfo, 'ConnectingSocial', { settled: false })
  await popup.close()
  await expect(frame.getByText(say('The login window was closed'))).toBeVisible()
  await expectNothingCut(page, testInfo, 'Connect', { state: 'Connect, after a closed login popup' })
  await frame.getByRole('button', { name: new RegExp(pseudoText('All Wallets')) }).click()
  await expectNothingCut(page, testInfo, 'AllWallets')
  await back(page, 'Connect')
  await frame.getByRole('button', { name: /Latch Web Wallet/ }).click()
  await expect(frame.getByRole('img', { name: say('WalletConnect QR code') })).toBeVisible()
  await expectNothingCut(page, testInfo, 'ConnectingWalletConnect')
})

test('an embedded wallet: the code, an approval and the account views show all their text', async ({
  page,
}, testInfo) => {
  const email = testEmail(testInfo, 'pseudo')
  await startEmailLogin(page, email)
  const frame = latchFrame(page)
  await expectNothingCut(page, testInfo, 'EmailVerifyOtp')
  await frame
    .locator('[data-view="EmailVerifyOtp"] input')
    .fill(await codeFromInbox(email, 'Your Latch code'))
  await expect(page.getByTestId('address')).toHaveText(/^0x[0-9a-fA-F]{40}$/, { timeout: 20_000 })
  await expect(overlay(page)).toBeHidden()

  await page.getByRole('button', { name: 'Sign message' }).click()
  await expectNothingCut(page, testInfo, 'ApproveTransaction')
  const approve = frame.getByRole('button', { name: say('Approve') })
  await expect(approve).toHaveAttribute('aria-disabled', 'false')
  await approve.click()
  await expect(page.getByTestId('sign-result')).toHaveText('Signature verified')

  await page.getByRole('button', { name: 'Open Latch' }).click()
  await expectNothingCut(page, testInfo, 'Account')
  // Swap before its tokens are read, with the pay row's longest text ("Select token" beside the
  // amount and Max): the coin's price is held back until the view has been measured.
  let releasePrice = () => {}
  const priceHeld = new Promise<void>((resolve) => {
    releasePrice = resolve
  })
  const holdPrice = async (route: Route) => {
    await priceHeld
    await route.fallback()
  }
  await page.context().route('**/api/v1/fungible/price*', holdPrice)
  await frame.getByRole('button', { name: say('Swap'), exact: true }).click()
  const payToken = frame.getByTestId('swap-source-token')
  await expect(payToken).toHaveText(say('Select token'))
  await expectNothingCut(page, testInfo, 'Swap', { state: 'Swap, no token chosen', settled: false })
  releasePrice()
  await expect(payToken).not.toHaveText(say('Select token'))
  await page.context().unroute('**/api/v1/fungible/price*', holdPrice)
  await payToken.click()
  await expectNothingCut(page, testInfo, 'SwapSelectToken')
  await back(page, 'Swap')
  await back(page, 'Account')
  const views: [string, string][] = [
    ['Send', 'WalletSend'],
    ['Receive', 'WalletReceive'],
    ['Swap', 'Swap'],
    ['Buy', 'OnRampProviders'],
    ['Register a name', 'RegisterAccountName'],
    ['Account settings', 'AccountSettings'],
    ['Export private key', 'ExportKey'],
  ]
  for (const [button, view] of views) {
    await frame.getByRole('button', { name: say(button), exact: true }).click()
    await expectNothingCut(page, testInfo, view)
    await back(page, 'Account')
  }
  // The onramp's lists of currencies and tokens, and the change of the login's email.
  await frame.getByRole('button', { name: say('Buy'), exact: true }).click()
  const lists: [string, string][] = [
    [': change the currency', 'OnRampFiatSelect'],
    [': change the token', 'OnRampTokenSelect'],
  ]
  for (const [button, view] of lists) {
    const opener = frame.getByRole('button', { name: new RegExp(pseudoText(button)) })
    await expect(opener).toBeEnabled()
    await opener.click()
    await expectNothingCut(page, testInfo, view)
    await back(page, 'OnRampProviders')
  }
  // A purchase under way, while the sandbox's checkout is open: nothing is paid.
  await frame.getByRole('button', { name: new RegExp(pseudoText(': change the token')) }).click()
  await frame
    .getByRole('button', { name: /^USDL\b/ })
    .first()
    .click()
  await frame.getByRole('radio', { name: say('Card') }).check()
  await frame.getByRole('textbox', { name: say('Amount') }).fill('50')
  const sandpay = frame.getByRole('button', { name: /Sandpay/ })
  await expect(sandpay).toContainText(/\d USDL/, { timeout: 15_000 })
  const [checkout] = await Promise.all([page.context().waitForEvent('page'), sandpay.click()])
  // Busy by design: it follows the checkout.
  await expectNothingCut(page, testInfo, 'BuyInProgress', { settled: false })
  await checkout.close()
  await back(page, 'OnRampProviders')
  await back(page, 'Account')
  await frame.getByRole('button', { name: say('Change email'), exact: true }).click()
  await expectNothingCut(page, testInfo, 'UpdateEmailWallet')
  await frame.getByRole('textbox', { name: say('New email') }).fill(testEmail(testInfo, 'pseudo-new'))
  await frame.getByRole('button', { name: say('Continue'), exact: true }).click()
  await expectNothingCut(page, testInfo, 'UpdateEmailPrimaryOtp')
  // The login's code goes out second to its address; the email changes only with the new one's.
  await frame
    .locator('[data-view="UpdateEmailPrimaryOtp"] input')
    .fill(await codeFromInbox(email, 'Your Latch code', 1))
  await expectNothingCut(page, testInfo, 'UpdateEmailSecondaryOtp')
  // The new address's code view took the first one's place.
  await back(page, 'UpdateEmailWallet')
  await back(page, 'Account')
  await frame.getByRole('button', { name: new RegExp(pseudoText('Change network')) }).click()
  await expectNothingCut(page, testInfo, 'Networks')
  await back(page, 'Account')
  // The smart account in use, and its Sessions, with none granted yet.
  await frame.getByRole('button', { name: say('Account settings'), exact: true }).click()
  const smart = frame.getByTestId('account-type-smartAccount')
  await smart.getByRole('button', { name: say('Use this account') }).click()
  await expect(smart.getByText(say('In use'))).toBeVisible()
  await expectNothingCut(page, testInfo, 'AccountSettings', { state: 'the smart account in use' })
  await back(page, 'Account')
  await frame.getByRole('button', { name: say('Sessions'), exact: true }).click()
  await expect(frame.getByText(say('No app holds a session key for this account.'))).toBeVisible()
  await expectNothingCut(page, testInfo, 'Sessions')
})

test('a browser wallet: connecting, signing in, the previews of a send and a swap, and Activity show all their text', async ({
  page,
}, testInfo) => {
  await openOn(page, '&siwx=required')
  const frame = latchFrame(page)
  await frame.getByRole('button', { name: /Latch Dev Wallet/ }).click()
  await expectNothingCut(page, testInfo, 'ConnectingExternal')
  await answerInDevWallet(page, 'Approve')
  await expectNothingCut(page, testInfo, 'SIWXSignMessage')
  const sign = frame.getByRole('button', { name: say('Sign'), exact: true })
  await expect(sign).toHaveAttribute('aria-disabled', 'false')
  await sign.click()
  // Busy by design: it waits for the wallet's answer.
  await expectNothingCut(page, testInfo, 'ConnectingSiwe', { settled: false })
  await answerInDevWallet(page, 'Approve')
  await expect(page.getByTestId('siwx-result')).toContainText(`Signed in as ${devAddress}`)
  await reopenOnAccount(page)

  // Previews only: nothing is sent or swapped.
  await frame.getByRole('button', { name: say('Send'), exact: true }).click()
  await frame.getByRole('radio', { name: /USDL/ }).check()
  await frame.getByRole('textbox', { name: new RegExp(pseudoText('Amount')) }).fill('5')
  await frame.getByRole('textbox', { name: say('Address or name') }).fill(webWalletAddress)
  await frame.getByRole('button', { name: say('Preview send') }).click()
  await expectNothingCut(page, testInfo, 'WalletSendPreview')
  await back(page, 'WalletSend')
  await back(page, 'Account')

  await frame.getByRole('button', { name: say('Swap'), exact: true }).click()
  await expect(frame.getByRole('textbox', { name: say('You pay') })).toHaveValue('1')
  await frame.getByTestId('swap-to-token').click()
  await frame.getByRole('searchbox').fill('USDL')
  await frame
    .getByRole('button', { name: /^USDL\b/ })
    .first()
    .click()
  await expect(frame.getByRole('textbox', { name: say('You receive') })).not.toHaveValue('', {
    timeout: 15_000,
  })
  await frame.getByRole('button', { name: say('Review swap') }).click()
  await expectNothingCut(page, testInfo, 'SwapPreview')
  await back(page, 'Swap')
  await back(page, 'Account')

  await frame.getByRole('tab', { name: say('Activity') }).click()
  await expect(frame.getByRole('tab', { name: say('Activity') })).toHaveAttribute('aria-selected', 'true')
  await expectNothingCut(page, testInfo, 'Account', { state: 'Activity' })
})

test('a wallet on a network the page did not ask for: the offer of those it did shows all its text', async ({
  page,
}, testInfo) => {
  // The page asks for devnet B alone; the dev wallet starts on A.
  await openOn(page, '&networks=eip155:31338')
  await latchFrame(page)
    .getByRole('button', { name: /Latch Dev Wallet/ })
    .click()
  await answerInDevWallet(page, 'Approve')
  await expectNothingCut(page, testInfo, 'UnsupportedChain')
})

test('a page that offers no wallets: the QR code for any wallet shows all its text', async ({
  page,
}, testInfo) => {
  await openOn(page, '&enableWallets=false', 'WalletConnect')
  await expect(latchFrame(page).getByRole('img', { name: say('WalletConnect QR code') })).toBeVisible()
  await expectNothingCut(page, testInfo, 'ConnectingWalletConnectBasic')
})

test('a new device and two-factor authentication: the setup, the approval of the device and the code asked show all their text', async ({
  page,
  browser,
}, testInfo) => {
  // A person of the OIDC provider's, one per storage mode, whose wallet no other spec opens: a social
  // login mails nothing, so the new device's mails are not held back by the 30 s between them.
  const person = storageMode(testInfo) === 'storage-blocked' ? 'Kate' : 'Leo'
  const email = `${person.toLowerCase()}@latch.test`
  await openOn(page)
  const frame = latchFrame(page)
  const [popup] = await Promise.all([
    page.context().waitForEvent('page'),
    frame.getByRole('button', { name: /GitHub/ }).click(),
  ])
  await popup.getByRole('button', { name: `Continue as ${person}` }).click()
  await expect(page.getByTestId('address')).toHaveText(/^0x[0-9a-fA-F]{40}$/, { timeout: 20_000 })
  await page.getByRole('button', { name: 'Open Latch' }).click()
  await frame.getByRole('button', { name: say('Account settings'), exact: true }).click()
  const section = frame.getByTestId('second-factor')
  await section.getByRole('button', { name: say('Set up an authenticator app') }).click()
  await expect(section.getByRole('img', { name: say('QR code for your authenticator app') })).toBeVisible()
  await expectNothingCut(page, testInfo, 'AccountSettings', { state: 'an authenticator app being set up' })
  const secret = fromBase32((await section.getByTestId('totp-secret').textContent()) ?? '')
  if (!secret) throw new Error('the frame shows no base32 key')
  await page.keyboard.type(totpCode(secret, totpStep(new Date())))
  const codes = section.getByRole('list', { name: say('Recovery codes') }).getByRole('listitem')
  await expect(codes).toHaveCount(10)
  await expectNothingCut(page, testInfo, 'AccountSettings', { state: 'the recovery codes' })
  await section.getByRole('button', { name: say('I saved them') }).click()
  await expect(section.getByTestId('second-factor-on')).toBeVisible()
  await expectNothingCut(page, testInfo, 'AccountSettings', { state: 'two-factor authentication on' })

  // Another browser is a new device: the same login asks to approve it by email, then for the
  // login's code and the authenticator app's.
  const device = await browser.newContext()
  try {
    const other = await device.newPage()
    await startEmailLogin(other, email, 'EmailVerifyDevice')
    await expectNothingCut(other, testInfo, 'EmailVerifyDevice')
    const code = (view: string) => latchFrame(other).locator(`[data-view="${view}"] input`)
    await code('EmailVerifyDevice').fill(await codeFromInbox(email, 'Approve your new device'))
    await code('EmailVerifyOtp').fill(await codeFromInbox(email, 'Your Latch code'))
    await expect(
      latchFrame(other).getByRole('dialog', { name: say('Two-Factor Authentication') }),
    ).toBeVisible()
    await expectNothingCut(other, testInfo, 'SecondFactor')
  } finally {
    await device.close()
  }
})
