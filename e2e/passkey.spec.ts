import { expect, type Page, test } from '@playwright/test'
import { type VirtualPasskey, virtualAuthenticator } from '../scripts/virtualAuthenticator.mjs'
import { loginWithSocial } from './embedded'
import { hostUrl, latchFrame, reopenOnAccount } from './fixtures'
import { expectNoKeyCaptured, signAndSend, watchKeyCapture } from './keyCapture'
import { startPasskey } from './passkeys'
import { storageMode } from './storageMode'

/** From Account settings: Back to Account, Sign out, and the modal closes on the host page. */
async function signOut(page: Page) {
  const frame = latchFrame(page)
  await frame.getByRole('button', { name: 'Back' }).click()
  await frame.getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByRole('button', { name: 'Connect', exact: true })).toBeVisible()
}

test.describe('passkey login', () => {
  test('key capture over a passkey login: across signing, a send and export, no key reaches the host or the server', async ({
    page,
  }) => {
    const capture = await watchKeyCapture(page)
    const made = await startPasskey(page, hostUrl, 'Create a new wallet with a passkey')
    await made.popup.getByRole('button', { name: 'Create passkey' }).click()
    await expect(page.getByTestId('address')).toHaveText(/^0x[0-9a-fA-F]{40}$/, { timeout: 20_000 })
    const address = (await page.getByTestId('address').textContent()) ?? ''
    await signAndSend(page, address)

    await reopenOnAccount(page)
    await made.frame.getByRole('button', { name: 'Export private key' }).click()
    const view = made.frame.locator('[data-view="ExportKey"]')
    const [confirming] = await Promise.all([
      page.context().waitForEvent('page'),
      view.getByRole('button', { name: 'Confirm with a passkey' }).click(),
    ])
    await virtualAuthenticator(confirming, made.held())
    await confirming.getByRole('button', { name: 'Use passkey' }).click()
    await expect(view.getByTestId('export-key')).toHaveText(/^0x[0-9a-f]{64}$/)
    await expectNoKeyCaptured(page, capture, view, address)
  })

  test('open({ view: "ConnectingPasskey" }) prepares the login itself', async ({ page }) => {
    await page.goto(`${hostUrl}/script-tag.html`)
    await page.evaluate(() =>
      (
        window as unknown as { Latch: { getLatch(): { open(o: { view: string }): Promise<void> } } }
      ).Latch.getLatch().open({ view: 'ConnectingPasskey' }),
    )
    const view = latchFrame(page).locator('[data-view="ConnectingPasskey"]')
    await expect(view.getByRole('button', { name: 'Sign in with a passkey' })).toBeEnabled()
    await expect(view.getByRole('status')).toHaveText(
      'Sign in with a passkey saved on this device, your phone or your password manager.',
    )
  })

  test('a passkey the app does not know, and a closed window, stay on the view with the reason', async ({
    page,
  }) => {
    const stranger: VirtualPasskey = {
      credentialId: Buffer.from('a passkey of nobody here').toString('base64'),
      isResidentCredential: true,
      rpId: 'localhost',
      // A P-256 key in PKCS#8, made for this test only.
      privateKey: await (async () => {
        const { privateKey } = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, [
          'sign',
        ])
        return Buffer.from(await crypto.subtle.exportKey('pkcs8', privateKey)).toString('base64')
      })(),
      userHandle: Buffer.from('nobody').toString('base64'),
      signCount: 0,
    }
    const unknown = await startPasskey(page, hostUrl, 'Sign in with a passkey', [stranger])
    const view = unknown.frame.locator('[data-view="ConnectingPasskey"]')
    await unknown.popup.getByRole('button', { name: 'Use passkey' }).click()
    await expect(view.getByRole('alert')).toHaveText('This passkey does not belong to an account of this app')
    await expect(view).toBeVisible()

    const [popup] = await Promise.all([
      page.context().waitForEvent('page'),
      unknown.frame.getByRole('button', { name: 'Sign in with a passkey' }).click(),
    ])
    await expect(view.getByRole('status')).toHaveText(
      'Choose your passkey in the prompt or window that opened.',
    )
    await popup.close()
    await expect(view.getByRole('alert')).toHaveText('The passkey window was closed')
    await expect(unknown.frame.getByRole('button', { name: 'Sign in with a passkey' })).toBeEnabled()
  })
})

test.describe('linked logins', () => {
  test('AccountSettings lists what opens the wallet, adds a passkey and links a social account, refuses one of another wallet, and removes a login after a confirmation, never the last', async ({
    page,
  }, testInfo) => {
    // A Google login of a verified email: the wallet opens by that email and by Google. Each browser
    // mode has its own person, whom no other spec logs in, since this case removes their logins
    // while specs run beside it; a later login with a removed provider links it again by the email,
    // and the case ends with Google linked again, as it began.
    const user = storageMode(testInfo) === 'storage-blocked' ? 'Ivan' : 'Judy'
    const email = `${user.toLowerCase()}@latch.test`
    const address = await loginWithSocial(page, 'Google', user)
    const frame = latchFrame(page)
    await frame.getByRole('button', { name: 'Account settings' }).click()
    const logins = frame.getByRole('list', { name: 'Logins' }).getByRole('listitem')
    await expect(logins.first()).toContainText(email)
    await expect(logins.first()).toContainText(/Email · added/)
    const google = logins.filter({ hasText: /^Google/ })
    await expect(google).toContainText(/Social login · added/)

    // A passkey added here, made in the popup at the relying party's origin, then opens the wallet.
    const passkeys = logins.filter({ hasText: /^Passkey/ })
    const before = await passkeys.count()
    const [adding] = await Promise.all([
      page.context().waitForEvent('page'),
      frame.getByRole('button', { name: 'Add a passkey' }).click(),
    ])
    const { made } = await virtualAuthenticator(adding)
    await expect(adding.getByRole('heading', { name: 'Add a passkey' })).toBeVisible()
    await expect(adding.getByText(`${hostUrl} asks you to add a passkey to your Latch wallet.`)).toBeVisible()
    await adding.getByRole('button', { name: 'Add passkey' }).click()
    await expect(passkeys).toHaveCount(before + 1)
    await expect(passkeys.last()).toContainText(/Passkey · added/)
    await expect(frame.getByText('Passkey added')).toBeVisible()
    expect(made).toHaveLength(1)

    // Another wallet, made with a passkey of its own, cannot take this person's Google login.
    await signOut(page)
    const stranger = await startPasskey(page, undefined, 'Create a new wallet with a passkey')
    await stranger.popup.getByRole('button', { name: 'Create passkey' }).click()
    await expect(page.getByTestId('address')).not.toHaveText(address, { timeout: 20_000 })
    await reopenOnAccount(page)
    await frame.getByRole('button', { name: 'Account settings' }).click()
    await expect(logins).toHaveCount(1)
    const [taken] = await Promise.all([
      page.context().waitForEvent('page'),
      frame.getByRole('button', { name: 'Link Google' }).click(),
    ])
    // The provider remembers this person from the login above: its popup answers by itself.
    await expect.poll(() => taken.isClosed()).toBe(true)
    await expect(frame.getByTestId('logins-error')).toHaveText(
      'This account already opens another wallet. Remove it from that wallet first.',
    )
    await expect(logins).toHaveCount(1)

    // The passkey added first opens the first wallet again.
    await signOut(page)
    const returning = await startPasskey(page, undefined, 'Sign in with a passkey', made)
    await returning.popup.getByRole('button', { name: 'Use passkey' }).click()
    await expect(page.getByTestId('address')).toHaveText(address, { timeout: 20_000 })
    await reopenOnAccount(page)
    await frame.getByRole('button', { name: 'Account settings' }).click()

    // Kept when the visitor thinks again, removed once confirmed, by keyboard.
    await expect(google).toBeVisible()
    await expect(passkeys).toHaveCount(before + 1)
    const count = await logins.count()
    await frame.getByRole('button', { name: 'Remove Google' }).click()
    const confirmation = frame.getByRole('group', { name: 'Remove Google?' })
    await expect(confirmation).toContainText('Google will no longer open this wallet.')
    await confirmation.getByRole('button', { name: 'Keep' }).click()
    await expect(confirmation).toBeHidden()
    await frame.getByRole('button', { name: 'Remove Google' }).click()
    await expect(confirmation.getByRole('button', { name: 'Yes, remove' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(google).toHaveCount(0)
    await expect(logins).toHaveCount(count - 1)

    // Every other social login goes the same way, until the email is the only one: never removable.
    for (let left = count - 1; left > 1; left--) {
      await frame
        .getByRole('button', { name: /^Remove [^@]*$/ })
        .first()
        .click()
      await frame.getByRole('button', { name: 'Yes, remove' }).click()
      await expect(logins).toHaveCount(left - 1)
    }
    await expect(logins.first()).toContainText(email)
    await expect(frame.getByText('This is the wallet’s only login: it cannot be removed.')).toBeVisible()
    await expect(frame.getByRole('button', { name: /^Remove / })).toHaveCount(0)

    // Google, free again, is linked back from here, proven in its popup.
    const [linking] = await Promise.all([
      page.context().waitForEvent('page'),
      frame.getByRole('button', { name: 'Link Google' }).click(),
    ])
    await expect.poll(() => linking.isClosed()).toBe(true)
    await expect(frame.getByText('Google linked')).toBeVisible()
    await expect(google).toContainText(/Social login · added/)
    await expect(frame.getByRole('button', { name: 'Link Google' })).toHaveCount(0)

    // The server kept them: shown again after a reload.
    await page.reload()
    await reopenOnAccount(page)
    await frame.getByRole('button', { name: 'Account settings' }).click()
    await expect(logins).toHaveCount(2)
    await expect(logins.first()).toContainText(email)
    await expect(google).toHaveCount(1)
  })
})
