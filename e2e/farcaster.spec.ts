import { expect, type FrameLocator, type Page, test } from '@playwright/test'
import { loginWithEmail } from './embedded'
import { expectNoSeriousViolation, hostUrl, latchFrame, reopenOnAccount } from './fixtures'
import { sendHeadless } from './headless'
import { storageMode } from './storageMode'

// Sign in with Farcaster through the local Farcaster world (docs/farcaster.md): the dev Farcaster
// client at :5176 plays the phone, approving as one of the dev FIDs with its custody key on chain 10:
// the login cases as alice and bob, the linking case as carol or dave.
const devFids = { '1001': 'alice', '1002': 'bob', '1003': 'carol', '1004': 'dave' } as const
type DevFid = keyof typeof devFids

/** Connect, More social logins, Farcaster: ConnectingFarcaster with its link; answers the link. */
async function openFarcasterLogin(page: Page): Promise<string> {
  await page.goto(hostUrl)
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  const frame = latchFrame(page)
  await frame.getByRole('button', { name: 'More social logins' }).click()
  await frame.getByRole('button', { name: 'Continue with Farcaster' }).click()
  const view = frame.locator('[data-view="ConnectingFarcaster"]')
  await expect(view.getByRole('heading', { name: 'Sign in with Farcaster' })).toBeVisible()
  await expect(view.getByRole('img', { name: 'Farcaster sign-in QR code' })).toBeVisible()
  const link = view.getByRole('link', { name: 'Open in Farcaster' })
  await expect(link).toHaveAttribute('href', /^http:\/\/127\.0\.0\.1:5176\/~\/siwf\?channelToken=/)
  return (await link.getAttribute('href')) ?? ''
}

/** The phone: the dev Farcaster client at the link, signing in as `fid` with `button`. */
async function answerOnPhone(page: Page, url: string, fid: DevFid, button: string) {
  const phone = await page.context().newPage()
  await phone.goto(url)
  await expect(phone.getByText('127.0.0.1:3000 asks you to sign in with Farcaster.')).toBeVisible()
  await phone.getByRole('radio', { name: `@${devFids[fid]} (FID ${fid})` }).check()
  await phone.getByRole('button', { name: button }).click()
  return phone
}

/** Account settings' Link Farcaster: the QR code and link in the Logins section; answers the link. */
async function startFarcasterLink(frame: FrameLocator): Promise<string> {
  await frame.getByRole('button', { name: 'Link Farcaster' }).click()
  const panel = frame.getByTestId('farcaster-link')
  await expect(panel.getByRole('img', { name: 'Farcaster QR code' })).toBeVisible()
  await expect(panel.getByRole('button', { name: 'Cancel' })).toBeFocused()
  const link = panel.getByRole('link', { name: 'Open in Farcaster' })
  await expect(link).toHaveAttribute('href', /^http:\/\/127\.0\.0\.1:5176\/~\/siwf\?channelToken=/)
  return (await link.getAttribute('href')) ?? ''
}

test.describe('Sign in with Farcaster', () => {
  test("the Farcaster client's approval logs in to an embedded account named after the FID", async ({
    page,
  }) => {
    const url = await openFarcasterLogin(page)
    const phone = await answerOnPhone(page, url, '1001', 'Approve')
    await expect(phone.getByRole('status')).toHaveText(
      'Signed in to 127.0.0.1:3000 as @alice. You can go back to the app.',
    )
    await expect(page.getByTestId('address')).toHaveText(/^0x[0-9a-fA-F]{40}$/, { timeout: 20_000 })
    await reopenOnAccount(page)
    await expect(latchFrame(page).getByTestId('account-email')).toHaveText('alice')
  })

  test('an approval signed by a key that does not hold the FID returns to Connect with the reason', async ({
    page,
  }) => {
    const url = await openFarcasterLogin(page)
    await answerOnPhone(page, url, '1002', 'Sign with a key that does not hold this FID')
    const frame = latchFrame(page)
    await expect(frame.locator('[data-view="Connect"]')).toBeVisible({ timeout: 10_000 })
    await expect(frame.getByText('Farcaster did not confirm that this account signed in')).toBeVisible()
    await expect(page.getByTestId('address')).toHaveCount(0)
  })

  test('an expired link returns to Connect with the reason', async ({ page }) => {
    const url = await openFarcasterLogin(page)
    await answerOnPhone(page, url, '1001', 'Let the link expire')
    const frame = latchFrame(page)
    await expect(frame.locator('[data-view="Connect"]')).toBeVisible({ timeout: 10_000 })
    await expect(frame.getByText('The Farcaster sign-in link expired')).toBeVisible()
  })

  test('leaving the view unconnected ends the login: its link no longer logs in, a new one is made', async ({
    page,
  }) => {
    const url = await openFarcasterLogin(page)
    const frame = latchFrame(page)
    await frame.getByRole('button', { name: 'Back' }).click()
    await expect(frame.locator('[data-view="ConnectSocials"]')).toBeVisible()
    // Approving the left link now finds nobody waiting for it.
    const phone = await answerOnPhone(page, url, '1001', 'Approve')
    await expect(phone.getByRole('status')).toContainText('as @alice')
    await page.waitForTimeout(2500)
    await expect(frame.locator('[data-view="ConnectSocials"]')).toBeVisible()
    await expect(page.getByTestId('address')).toHaveCount(0)
    // Coming back makes a new channel, and its approval logs in.
    await frame.getByRole('button', { name: 'Continue with Farcaster' }).click()
    const link = frame.getByRole('link', { name: 'Open in Farcaster' })
    await expect(link).toHaveAttribute('href', /channelToken=/)
    const fresh = (await link.getAttribute('href')) ?? ''
    expect(fresh).not.toBe(url)
    await answerOnPhone(page, fresh, '1002', 'Approve')
    await expect(page.getByTestId('address')).toHaveText(/^0x[0-9a-fA-F]{40}$/, { timeout: 20_000 })
  })

  test('a host drives the Farcaster login headless: the URL to show, then the user', async ({ page }) => {
    await page.goto(`${hostUrl}/script-tag.html`)
    const { url = '' } = (await sendHeadless(page, 'getFarcasterUri')) as { url?: string }
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:5176\/~\/siwf\?channelToken=/)
    const connected = sendHeadless(page, 'connectFarcaster')
    await answerOnPhone(page, url, '1002', 'Approve')
    expect(await connected).toEqual({ userName: 'bob' })
  })

  test('Account settings links a Farcaster account, which then opens the wallet; another wallet is refused it', async ({
    page,
    browser,
  }, testInfo) => {
    // Each storage mode links an FID that no other case signs in with, so neither finds it taken.
    const fid: DevFid = storageMode(testInfo) === 'storage-partitioned' ? '1004' : '1003'
    const stamp = `${Date.now()}-${testInfo.project.name}`
    const address = await loginWithEmail(page, `farcaster-link-${stamp}@latch.test`)
    const frame = latchFrame(page)
    await frame.getByRole('button', { name: 'Account settings' }).click()
    const logins = frame.getByTestId('login')
    await expect(logins).toHaveCount(1)

    // Cancel ends the link: the section is as it was, and Link Farcaster is offered again.
    await startFarcasterLink(frame)
    await expectNoSeriousViolation(page)
    await page.keyboard.press('Enter')
    await expect(frame.getByTestId('farcaster-link')).toHaveCount(0)
    await expect(frame.getByTestId('logins-error')).toHaveCount(0)

    // Approved in Farcaster: listed, said, and no longer offered.
    await answerOnPhone(page, await startFarcasterLink(frame), fid, 'Approve')
    await expect(frame.getByText('Farcaster linked')).toBeVisible({ timeout: 10_000 })
    await expect(logins).toHaveCount(2)
    await expect(logins.nth(1)).toContainText(/^FarcasterSocial login · added/)
    await expect(frame.getByRole('button', { name: 'Link Farcaster' })).toHaveCount(0)
    await expect(frame.getByTestId('farcaster-link')).toHaveCount(0)

    // On another device, Farcaster opens this wallet.
    const other = await browser.newContext()
    const second = await other.newPage()
    await answerOnPhone(second, await openFarcasterLogin(second), fid, 'Approve')
    await expect(second.getByTestId('address')).toHaveText(address, { timeout: 20_000 })
    await other.close()

    // Another wallet cannot take it: the refusal is shown, the list kept.
    const stranger = await browser.newContext()
    const third = await stranger.newPage()
    await loginWithEmail(third, `farcaster-stranger-${stamp}@latch.test`)
    const strangerFrame = latchFrame(third)
    await strangerFrame.getByRole('button', { name: 'Account settings' }).click()
    await answerOnPhone(third, await startFarcasterLink(strangerFrame), fid, 'Approve')
    await expect(strangerFrame.getByTestId('logins-error')).toHaveText(
      'This account already opens another wallet. Remove it from that wallet first.',
      { timeout: 10_000 },
    )
    await expect(strangerFrame.getByTestId('login')).toHaveCount(1)
    await expect(strangerFrame.getByRole('button', { name: 'Link Farcaster' })).toBeEnabled()
    await stranger.close()
  })
})
