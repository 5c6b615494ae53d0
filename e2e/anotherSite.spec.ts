import { expect, test } from '@playwright/test'
import { privateKeyToAccount } from 'viem/accounts'
import { virtualAuthenticator } from '../scripts/virtualAuthenticator.mjs'
import { codeFromInbox, loginWithSocial, mailCount, startEmailLogin, typeCode } from './embedded'
import { disallowedHostUrl, hostUrl, latchFrame, reopenOnAccount } from './fixtures'
import { locks } from './locks'
import { startPasskey } from './passkeys'
import { projectCli } from './projectCli'
import { storageMode } from './storageMode'

test.describe.configure({ lock: locks.devProjectOrigins })

/**
 * Runs `run` while the dev project allows `origin` besides its own, and refuses it again after,
 * however `run` ends. Every other spec expects that origin refused (security.spec.ts), so this spec
 * runs alone (playwright.config.ts).
 */
async function whileAllowed(origin: string, run: () => Promise<void>) {
  projectCli('allow', 'latch-dev', origin)
  try {
    await run()
  } finally {
    projectCli('deny', 'latch-dev', origin)
  }
}

test.describe('another host site of the same project opens the same wallet', () => {
  test('another host site approves the device by the mailed code and rebuilds the same address', async ({
    page,
  }, testInfo) => {
    // A person logs in with GitHub here, then by email on another site (the same account); each
    // browser mode has its own person, so that the 30 s between mails never holds this test back.
    const user = storageMode(testInfo) === 'storage-blocked' ? 'Bob' : 'Dave'
    const email = `${user.toLowerCase()}@latch.test`
    const address = await loginWithSocial(page, 'GitHub', user)
    const devices = await mailCount(email, 'Approve your new device')
    const codes = await mailCount(email, 'Your Latch code')
    await whileAllowed(disallowedHostUrl, async () => {
      const other = await page.context().newPage()
      const frame = await startEmailLogin(other, email, disallowedHostUrl)
      await expect(frame.locator('[data-view="EmailVerifyDevice"]')).toBeVisible()
      await typeCode(other, await codeFromInbox(email, 'Approve your new device', devices))
      await expect(frame.locator('[data-view="EmailVerifyOtp"]')).toBeVisible()
      await typeCode(other, await codeFromInbox(email, 'Your Latch code', codes))
      await expect(other.getByTestId('address')).toHaveText(address, { timeout: 20_000 })
    })
  })

  test('a passkey made on one host site logs in to the same wallet on another, and shows its key there', async ({
    page,
  }) => {
    const first = await startPasskey(page, hostUrl, 'Create a new wallet with a passkey')
    await expect(first.popup.getByRole('heading', { name: 'Create a passkey' })).toBeVisible()
    await expect(first.popup.getByText(`${hostUrl} asks you to create a passkey`)).toBeVisible()
    await first.popup.getByRole('button', { name: 'Create passkey' }).click()
    await expect(page.getByTestId('address')).toHaveText(/^0x[0-9a-fA-F]{40}$/, { timeout: 20_000 })
    const address = (await page.getByTestId('address').textContent()) ?? ''
    expect(first.made).toHaveLength(1)
    expect(first.made[0]).toMatchObject({ rpId: 'localhost', isResidentCredential: true })
    await reopenOnAccount(page)
    await expect(latchFrame(page).locator('[data-view="Account"]')).toBeVisible()

    // Another site, which has no share of the key in its storage: the passkey, synced, logs in.
    await whileAllowed(disallowedHostUrl, async () => {
      const other = await page.context().newPage()
      const second = await startPasskey(other, disallowedHostUrl, 'Sign in with a passkey', first.made)
      await expect(second.popup.getByRole('heading', { name: 'Sign in with a passkey' })).toBeVisible()
      await second.popup.getByRole('button', { name: 'Use passkey' }).click()
      await expect(other.getByTestId('address')).toHaveText(address, { timeout: 20_000 })
      // The popup closes itself once it has answered.
      await expect.poll(() => second.popup.isClosed()).toBe(true)

      // This wallet has no email: its key shows once its passkey confirms it is the visitor.
      await reopenOnAccount(other)
      await second.frame.getByRole('button', { name: 'Export private key' }).click()
      const view = second.frame.locator('[data-view="ExportKey"]')
      await expect(view.getByText('To show the key, confirm it is you with your passkey.')).toBeVisible()
      await expect(view.getByRole('button', { name: 'Send code' })).toHaveCount(0)
      const [confirming] = await Promise.all([
        other.context().waitForEvent('page'),
        view.getByRole('button', { name: 'Confirm with a passkey' }).click(),
      ])
      await virtualAuthenticator(confirming, second.held())
      await expect(confirming.getByRole('heading', { name: 'Confirm it is you' })).toBeVisible()
      await confirming.getByRole('button', { name: 'Use passkey' }).click()
      await expect(view.getByTestId('export-key')).toHaveText(/^0x[0-9a-f]{64}$/)
      const key = (await view.getByTestId('export-key').textContent()) as `0x${string}`
      expect(privateKeyToAccount(key).address).toBe(address)
    })
  })
})
