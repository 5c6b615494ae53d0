import { devices, expect, type Page, test } from '@playwright/test'
import { codeFromInbox, startEmailLogin, typeCode } from './embedded'
import {
  embedFrame,
  expectNoSeriousViolation,
  latchFrame,
  openFreshHost,
  overlay,
  reopenOnAccount,
  webWalletAddress,
} from './fixtures'

// Playwright's phone profiles, in this suite's Chromium: the iPhone's names iOS Safari, whose pairing
// in progress is reused when the visitor comes back to it (docs/behaviour.md#states-and-transitions).
const phones = [
  { name: 'iPhone 13', reusesPairing: true },
  { name: 'Pixel 7', reusesPairing: false },
] as const

/**
 * The sheet spans the screen's width on its bottom edge, as tall as its view up to the screen's
 * height (then its view scrolls inside it).
 */
async function expectBottomSheet(page: Page) {
  const screen = page.viewportSize()
  const dialog = latchFrame(page).getByRole('dialog')
  // A list still loading grows the sheet when it arrives: measure the settled view, size and
  // content in one go.
  await expect(dialog.locator('[aria-busy="true"]')).toHaveCount(0)
  if (!screen) throw new Error('no screen')
  const { sheet, content } = await dialog.evaluate((element) => {
    const { x, y, width, height } = element.getBoundingClientRect()
    return { sheet: { x, y, width, height }, content: element.scrollHeight }
  })
  expect(sheet.x).toBe(0)
  expect(sheet.width).toBe(screen.width)
  expect(Math.round(sheet.y + sheet.height)).toBe(screen.height)
  expect(Math.round(sheet.height)).toBe(Math.min(content, screen.height))
  return sheet
}

/** The view shown fits the screen's width: neither the page nor the dialog scrolls sideways. */
async function expectNoHorizontalScroll(page: Page) {
  const overflow = await embedFrame(page).evaluate(() => {
    const dialog = document.querySelector<HTMLElement>('[role="dialog"]')
    return {
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      dialog: dialog ? dialog.scrollWidth - dialog.clientWidth : -1,
    }
  })
  expect(overflow).toEqual({ page: 0, dialog: 0 })
}

/** Every control the view shows, but links within a sentence, is at least 44 by 44 px. */
async function expectTouchTargets(page: Page) {
  const small = await embedFrame(page).evaluate(() =>
    [
      ...document.querySelectorAll<HTMLElement>(
        '[role="dialog"] :is(button, select, a[href], input:not([type="checkbox"], [type="radio"]))',
      ),
    ]
      .filter((control) => getComputedStyle(control).display !== 'inline')
      .map((control) => ({ control, box: control.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height > 0 && (box.width < 44 || box.height < 44))
      .map(
        ({ control, box }) =>
          `${control.getAttribute('aria-label') ?? control.textContent?.trim()}: ${box.width}x${box.height}`,
      ),
  )
  expect(small).toEqual([])
}

/** A finger on the sheet's handle, moved down by `distance` px over `steps` moves, then lifted. */
async function swipeHandle(page: Page, distance: number, steps: number) {
  const handle = await latchFrame(page).getByTestId('sheet-handle').boundingBox()
  if (!handle) throw new Error('the sheet has no handle')
  const x = handle.x + handle.width / 2
  const y = handle.y + handle.height / 2
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] })
  for (let step = 1; step <= steps; step++) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x, y: y + (distance * step) / steps }],
    })
    await page.waitForTimeout(30)
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  await cdp.detach()
}

for (const phone of phones) {
  // The profile's own browser is left out: the suite runs in Chromium.
  const { defaultBrowserType: _, ...profile } = devices[phone.name]

  test.describe(`on a phone (${phone.name})`, () => {
    test.use(profile)
    test.beforeEach(({ page }) => openFreshHost(page))

    test('the modal is a bottom sheet across the screen with 44 px targets; a swipe down its handle closes it, a short slow one does not', async ({
      page,
    }) => {
      await page.getByRole('button', { name: 'Connect', exact: true }).click()
      const frame = latchFrame(page)
      await expect(frame.locator('[data-view="Connect"]')).toBeVisible()
      const sheet = await expectBottomSheet(page)
      // The email field would raise the keyboard over the sheet: the dialog holds the focus, and a
      // tap on the field gives it the focus.
      const emailField = frame.getByRole('textbox', { name: 'Email' })
      await expect(frame.getByRole('dialog')).toBeFocused()
      await expect(emailField).not.toBeFocused()
      await emailField.tap()
      await expect(emailField).toBeFocused()
      await expect(frame.getByTestId('sheet-handle')).toBeVisible()
      await expectNoHorizontalScroll(page)
      await expectTouchTargets(page)
      await expectNoSeriousViolation(page)

      // 40 px over half a second: not far or fast enough, the sheet settles back.
      await swipeHandle(page, 40, 16)
      await expect(overlay(page)).toBeVisible()
      await expect.poll(async () => (await frame.getByRole('dialog').boundingBox())?.y).toBe(sheet.y)

      await swipeHandle(page, 200, 8)
      await expect(overlay(page)).toBeHidden()
      await page.getByRole('button', { name: 'Connect', exact: true }).click()
      await expect(frame.locator('[data-view="Connect"]')).toBeVisible()
      await expect.poll(async () => (await frame.getByRole('dialog').boundingBox())?.y).toBe(sheet.y)

      await frame.getByRole('button', { name: /All Wallets/ }).click()
      await expect(frame.locator('[data-view="AllWallets"]')).toBeVisible()
      await frame.getByRole('searchbox', { name: 'Search wallet' }).fill('rainbow')
      await expect(frame.getByRole('button', { name: 'Rainbow', exact: true })).toBeVisible()
      await expectNoHorizontalScroll(page)
      await expectTouchTargets(page)
    })

    test(`a WalletConnect wallet opens by its link with the pairing URI, ${phone.reusesPairing ? 'the same pairing again when picked again' : 'a new pairing when picked again'}; the wallet's approval connects the page`, async ({
      page,
    }) => {
      await page.getByRole('button', { name: 'Connect', exact: true }).click()
      const frame = latchFrame(page)
      await frame.getByRole('button', { name: /Latch Web Wallet/ }).click()
      await expect(frame.locator('[data-view="ConnectingWalletConnect"]')).toBeVisible()
      await expect(frame.getByText('Open Latch Web Wallet and accept the connection request.')).toBeVisible()
      // The phone's link leads; the web app's, the same address, is not offered twice.
      const open = frame.getByRole('link', { name: 'Open Latch Web Wallet', exact: true })
      await expect(open).toHaveAttribute('href', /^http:\/\/127\.0\.0\.1:5175\/wc\?uri=wc%3A/)
      await expect(frame.getByRole('link', { name: /web app/ })).toHaveCount(0)
      const firstLink = await open.getAttribute('href')
      await expect(frame.getByRole('img', { name: 'WalletConnect QR code' })).toBeHidden()
      // A short view: the sheet is no taller than it.
      expect((await expectBottomSheet(page)).height).toBeLessThan(page.viewportSize()?.height ?? 0)
      await frame.getByRole('button', { name: 'Show QR code' }).click()
      await expect(frame.getByRole('img', { name: 'WalletConnect QR code' })).toBeVisible()
      await expectNoHorizontalScroll(page)
      await expectTouchTargets(page)

      await frame.getByRole('button', { name: 'Back' }).click()
      await frame.getByRole('button', { name: /Latch Web Wallet/ }).click()
      await expect(open).toHaveAttribute('href', /^http:\/\/127\.0\.0\.1:5175\/wc\?uri=wc%3A/)
      if (phone.reusesPairing) await expect(open).toHaveAttribute('href', firstLink ?? '')
      else await expect(open).not.toHaveAttribute('href', firstLink ?? '')
      const link = await open.getAttribute('href')

      const [wallet] = await Promise.all([page.context().waitForEvent('page'), open.click()])
      expect(wallet.url()).toBe(link)
      await expect(wallet.getByText('Latch host demo').first()).toBeVisible()
      await wallet.getByRole('button', { name: 'Approve' }).click()
      await page.bringToFront()
      await expect(page.getByTestId('address')).toHaveText(webWalletAddress)

      await page.getByRole('button', { name: 'Open Latch' }).click()
      await expect(frame.locator('[data-view="Account"]')).toBeVisible()
      await expect(frame.getByTestId('account-address')).toHaveText(webWalletAddress)
      await expectNoHorizontalScroll(page)
      await expectTouchTargets(page)
      await expectNoSeriousViolation(page)
      await frame.getByRole('button', { name: /Change network/ }).click()
      await expect(frame.locator('[data-view="Networks"]')).toBeVisible()
      await expectNoHorizontalScroll(page)
      await expectTouchTargets(page)
    })

    test('an email login fits the phone: the code view, Account and Account settings, with finger-sized targets', async ({
      page,
    }, testInfo) => {
      const email = `phone-${testInfo.project.name}-${Date.now()}@latch.test`
      const frame = await startEmailLogin(page, email)
      await expect(frame.locator('[data-view="EmailVerifyOtp"]')).toBeVisible()
      await expectBottomSheet(page)
      await expectNoHorizontalScroll(page)
      await expectTouchTargets(page)
      await typeCode(page, await codeFromInbox(email, 'Your Latch code'))
      await expect(page.getByTestId('address')).toHaveText(/^0x[0-9a-fA-F]{40}$/, { timeout: 20_000 })
      await reopenOnAccount(page)
      await expectNoHorizontalScroll(page)
      await expectTouchTargets(page)
      await frame.getByRole('button', { name: 'Account settings' }).click()
      await expect(frame.getByRole('list', { name: 'Logins' })).toContainText(email)
      await expectNoHorizontalScroll(page)
      await expectTouchTargets(page)
      await expectNoSeriousViolation(page)
    })
  })
}
