import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'
import { test } from './elsewhere'
import { codeFromInbox, testEmail } from './embedded'
import {
  connectDevWallet,
  connectWebWallet,
  expectFrameFocused,
  expectNoSeriousViolation,
  hostUrl,
  latchFrame,
  overlay,
} from './fixtures'

/** The host page's Connect, the modal shown and the keyboard in it. */
async function openConnect(page: Page) {
  await page.goto(hostUrl)
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  const frame = latchFrame(page)
  await expect(frame.getByRole('dialog', { name: 'Connect Wallet' })).toBeVisible()
  await expectFrameFocused(page)
  return frame
}

test.describe('the modal is an accessible dialog', () => {
  test('labelled, focus stays inside, Escape closes, no serious axe violation', async ({ page }) => {
    await page.goto(hostUrl)
    await page.evaluate(() => localStorage.clear())
    await page.reload()
    await page.getByRole('button', { name: 'Connect', exact: true }).click()
    const frame = latchFrame(page)
    const dialog = frame.getByRole('dialog', { name: 'Connect Wallet' })
    await expect(dialog).toBeVisible()
    await expect(dialog).toHaveAttribute('aria-modal', 'true')
    // The first control (the email field) has focus; Tab cycles through the dialog's controls and
    // never leaves it.
    await expect(frame.getByRole('textbox', { name: 'Email' })).toBeFocused()
    await expectFrameFocused(page)
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab')
      const inside = await frame
        .locator(':focus')
        .evaluate((element) => element.closest('[role="dialog"]') !== null)
      expect(inside).toBe(true)
    }
    const results = await new AxeBuilder({ page }).include('iframe[data-latch-frame]').analyze()
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    expect(serious, JSON.stringify(serious, null, 2)).toEqual([])
    await page.keyboard.press('Escape')
    await expect(overlay(page)).toBeHidden()
    await expect(page.getByRole('alert')).toHaveText('User rejected the request.')
  })

  test('the wallet list, the QR code view and the sign-in view: keyboard and axe', async ({ page }) => {
    await page.goto(hostUrl)
    await page.getByRole('button', { name: 'Connect', exact: true }).click()
    const frame = latchFrame(page)
    await frame.getByRole('button', { name: /All Wallets/ }).click()
    // The search box takes focus; typing filters, Tab reaches the wallets, Enter opens one.
    const search = frame.getByRole('searchbox', { name: 'Search wallet' })
    await expect(search).toBeFocused()
    await page.keyboard.type('trust')
    await expect(frame.getByRole('button', { name: 'Trust Wallet', exact: true })).toBeVisible()
    await expectNoSeriousViolation(page)
    await page.keyboard.press('Tab')
    await expect(frame.getByRole('button', { name: 'Trust Wallet', exact: true })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(frame.getByRole('dialog', { name: 'Trust Wallet' })).toBeVisible()
    await expect(frame.getByRole('img', { name: 'WalletConnect QR code' })).toBeVisible()
    await expectNoSeriousViolation(page)

    await page.evaluate(() => localStorage.clear())
    await connectWebWallet(page, '?siwx=required')
    await expect(frame.getByRole('dialog', { name: 'Sign In' })).toBeVisible()
    await expectNoSeriousViolation(page)
    // Sign by keyboard: ConnectingSiwe waits for the phone, its Cancel reachable by Tab. Sign acts only
    // once armed (half a second after the frame last became visible), so a key pressed sooner does nothing.
    const sign = frame.getByRole('button', { name: 'Sign', exact: true })
    await expect(sign).toHaveAttribute('aria-disabled', 'false')
    await sign.focus()
    await page.keyboard.press('Enter')
    await expect(frame.locator('[data-view="ConnectingSiwe"]')).toBeVisible()
    await expect(frame.getByRole('dialog', { name: 'Sign In' })).toBeVisible()
    await expectNoSeriousViolation(page)
    const reached = new Set<string>()
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab')
      reached.add((await frame.locator(':focus').textContent()) ?? '')
    }
    expect([...reached]).toContain('Cancel')
  })

  test('the Farcaster sign-in view: reached and left by keyboard, its link and copy focusable, axe', async ({
    page,
  }) => {
    const frame = await openConnect(page)
    await frame.getByRole('button', { name: 'More social logins' }).focus()
    await page.keyboard.press('Enter')
    await expect(frame.getByRole('dialog', { name: 'All Socials' })).toBeVisible()
    await frame.getByRole('button', { name: 'Continue with Farcaster' }).focus()
    await page.keyboard.press('Enter')
    await expect(frame.getByRole('dialog', { name: 'Farcaster' })).toBeVisible()
    const link = frame.getByRole('link', { name: 'Open in Farcaster' })
    await expect(link).toHaveAttribute('href', /channelToken=/)
    await expect(frame.getByRole('img', { name: 'Farcaster sign-in QR code' })).toBeVisible()
    await expectNoSeriousViolation(page)
    const reached = new Set<string>()
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab')
      reached.add((await frame.locator(':focus').textContent()) ?? '')
    }
    expect([...reached]).toEqual(expect.arrayContaining(['Open in Farcaster', 'Copy link']))
    await frame.getByRole('button', { name: 'Back' }).focus()
    await page.keyboard.press('Enter')
    await expect(frame.locator('[data-view="ConnectSocials"]')).toBeVisible()
  })

  test('the passkey view and its popup: reached by keyboard, both choices focusable, axe', async ({
    page,
  }) => {
    const frame = await openConnect(page)
    await frame.getByRole('button', { name: 'Continue with a passkey' }).focus()
    await page.keyboard.press('Enter')
    await expect(frame.getByRole('dialog', { name: 'Passkey' })).toBeVisible()
    await expect(frame.getByRole('button', { name: 'Sign in with a passkey' })).toBeEnabled()
    await expectNoSeriousViolation(page)
    const reached = new Set<string>()
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab')
      reached.add((await frame.locator(':focus').textContent()) ?? '')
    }
    expect([...reached]).toEqual(
      expect.arrayContaining(['Sign in with a passkey', 'Create a new wallet with a passkey']),
    )
    await frame.getByRole('button', { name: 'Create a new wallet with a passkey' }).focus()
    const [popup] = await Promise.all([page.context().waitForEvent('page'), page.keyboard.press('Enter')])
    const create = popup.getByRole('button', { name: 'Create passkey' })
    await expect(create).toBeVisible()
    await popup.keyboard.press('Tab')
    await expect(create).toBeFocused()
    const results = await new AxeBuilder({ page: popup }).analyze()
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    expect(serious, JSON.stringify(serious, null, 2)).toEqual([])
    await popup.close()
    await frame.getByRole('button', { name: 'Back' }).focus()
    await page.keyboard.press('Enter')
    await expect(frame.locator('[data-view="Connect"]')).toBeVisible()
  })

  test('dark by default; themeMode and sanitised themeVariables from the SDK options', async ({ page }) => {
    await page.goto(`${hostUrl}/script-tag.html`)
    await page.getByRole('button', { name: 'Open Latch' }).click()
    await expect(latchFrame(page).locator('.latch-root')).toHaveAttribute('data-theme', 'dark')
    await page.evaluate(() => {
      const latch = (
        window as unknown as { Latch: { createLatch(options: unknown): { open(): Promise<void> } } }
      ).Latch
      void latch
        .createLatch({
          projectId: 'latch-dev',
          themeMode: 'light',
          themeVariables: { '--latch-accent': '#ff0000', '--latch-font-family': 'x;}body{display:none' },
        })
        .open()
    })
    const root = page.locator('iframe[data-latch-frame]').last().contentFrame().locator('.latch-root')
    await expect(root).toHaveAttribute('data-theme', 'light')
    const styles = await root.evaluate((element) => {
      const style = getComputedStyle(element)
      const dialog = element.querySelector('[role="dialog"]') as HTMLElement
      return {
        accent: style.getPropertyValue('--latch-accent'),
        font: style.getPropertyValue('--latch-font-family'),
        background: getComputedStyle(dialog).backgroundColor,
      }
    })
    expect(styles.accent).toBe('#ff0000')
    expect(styles.font).not.toContain('display')
    expect(styles.background).toBe('rgb(255, 255, 255)')
  })
})

test.describe('the embedded wallet views are accessible', () => {
  test('the code view, ApproveTransaction and ExportKey: labelled, keyboard, axe', async ({
    page,
  }, testInfo) => {
    const email = testEmail(testInfo)
    await page.goto(hostUrl)
    await page.getByRole('button', { name: 'Connect', exact: true }).click()
    const frame = latchFrame(page)
    await expect(frame.getByRole('textbox', { name: 'Email' })).toBeFocused()
    await expectFrameFocused(page)
    await page.keyboard.type(email)
    await page.keyboard.press('Enter')
    await expect(frame.getByRole('dialog', { name: 'Confirm Email' })).toBeVisible()
    await expect(frame.getByRole('textbox', { name: 'Code' })).toBeFocused()
    await expectNoSeriousViolation(page)
    await page.keyboard.type(await codeFromInbox(email, 'Your Latch code'))
    // Connected: the modal closes by itself.
    await expect(page.getByTestId('address')).toHaveText(/^0x[0-9a-fA-F]{40}$/, { timeout: 20_000 })
    await expect(overlay(page)).toBeHidden()

    await page.getByRole('button', { name: 'Sign message' }).click()
    await expect(frame.getByRole('dialog', { name: 'Approve Request' })).toBeVisible()
    await expectNoSeriousViolation(page)
    // Approve arms a moment after it shows (docs/approvals.md), as the visitor sees it enabled.
    const approve = frame.getByRole('button', { name: 'Approve' })
    await expect(approve).toHaveAttribute('aria-disabled', 'false')
    await approve.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('sign-result')).toHaveText('Signature verified')

    await page.getByRole('button', { name: 'Open Latch' }).click()
    // Account settings, with its Logins, by keyboard.
    await frame.getByRole('button', { name: 'Account settings' }).focus()
    await page.keyboard.press('Enter')
    await expect(frame.getByRole('dialog', { name: 'Account Settings' })).toBeVisible()
    await expect(frame.getByRole('list', { name: 'Logins' }).getByRole('listitem')).toHaveCount(1)
    await expectNoSeriousViolation(page)
    await frame.getByRole('button', { name: 'Back' }).click()
    await frame.getByRole('button', { name: 'Export private key' }).click()
    await expect(frame.getByRole('dialog', { name: 'Export Private Key' })).toBeVisible()
    await expectNoSeriousViolation(page)
  })

  test('the account views: tabs by arrow keys, each view by keyboard, and axe on each', async ({ page }) => {
    await page.goto(hostUrl)
    await page.evaluate(() => localStorage.clear())
    await connectDevWallet(page)
    const frame = latchFrame(page)
    await expect(frame.getByTestId('token-row').first()).toBeVisible()
    await expectNoSeriousViolation(page)

    // The tab list: focus the selected tab, the arrow keys move and select.
    await frame.getByRole('tab', { name: 'Tokens' }).focus()
    await page.keyboard.press('ArrowRight')
    await expect(frame.getByRole('tab', { name: 'Activity' })).toBeFocused()
    await expect(frame.getByRole('tab', { name: 'Activity' })).toHaveAttribute('aria-selected', 'true')
    await expect(frame.getByRole('tabpanel')).toBeVisible()
    await expectNoSeriousViolation(page)

    const views: [string, string][] = [
      ['Send', 'WalletSend'],
      ['Receive', 'WalletReceive'],
      ['Register a name', 'RegisterAccountName'],
      ['Swap', 'Swap'],
      ['Buy', 'OnRampProviders'],
    ]
    for (const [button, view] of views) {
      await frame.getByRole('button', { name: button, exact: true }).focus()
      await page.keyboard.press('Enter')
      await expect(frame.locator(`[data-view="${view}"]`)).toBeVisible()
      await expectNoSeriousViolation(page)
      await frame.getByRole('button', { name: 'Back' }).click()
      await expect(frame.locator('[data-view="Account"]')).toBeVisible()
    }
    await frame.getByRole('button', { name: /Change network/ }).focus()
    await page.keyboard.press('Enter')
    await expect(frame.locator('[data-view="Networks"]')).toBeVisible()
    await expectNoSeriousViolation(page)
    await page.keyboard.press('Escape')
    await expect(overlay(page)).toBeHidden()
  })
})
