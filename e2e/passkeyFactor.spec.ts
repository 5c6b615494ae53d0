import { expect, type Page, test } from '@playwright/test'
import { privateKeyToAccount } from 'viem/accounts'
import { type VirtualPasskey, virtualAuthenticator } from '../scripts/virtualAuthenticator.mjs'
import { fund, loginWithSocial, socialLoginOnNewDevice } from './embedded'
import { expectNoSeriousViolation, latchFrame, reopenOnAccount } from './fixtures'
import { storageMode } from './storageMode'

// One of the wallet's passkeys as its second factor (docs/passkeys.md#second-factor). Each browser
// mode has its own person, whose wallet no other spec uses. Every ceremony runs in the popup at the
// relying party's origin, where Chromium's virtual authenticator holds the passkey as a synced
// passkey manager would, its signature counter carried from one ceremony to the next.

/** Clicks what opens a passkey popup, answers it with `passkeys`, and answers them as they are after. */
async function usePasskey(
  page: Page,
  click: () => Promise<void>,
  passkeys: readonly VirtualPasskey[],
): Promise<VirtualPasskey[]> {
  const [popup] = await Promise.all([page.context().waitForEvent('page'), click()])
  const authenticator = await virtualAuthenticator(popup, passkeys)
  await expect(popup.getByRole('heading', { name: 'Confirm it is you' })).toBeVisible()
  await popup.getByRole('button', { name: 'Use passkey' }).click()
  await expect.poll(() => popup.isClosed()).toBe(true)
  return authenticator.held()
}

test('a passkey as the second factor: on in Account settings, asked before the key, on a new device and over the send limit', async ({
  page,
  browser,
}, testInfo) => {
  // Four flows end to end (the setup, the key, a new device, a send over the limit): 51 s of the
  // default 60 on a busy machine (2026-12-07), so twice that.
  test.setTimeout(120_000)
  const person = storageMode(testInfo) === 'storage-blocked' ? 'Grace' : 'Heidi'
  const address = await loginWithSocial(page, 'GitHub', person)
  const frame = latchFrame(page)
  await frame.getByRole('button', { name: 'Account settings' }).click()
  const section = frame.getByTestId('second-factor')
  // No passkey yet: only the app is offered.
  await expect(section.getByRole('button', { name: 'Set up an authenticator app' })).toBeVisible()
  await expect(section.getByRole('button', { name: 'Use a passkey' })).toHaveCount(0)
  const [adding] = await Promise.all([
    page.context().waitForEvent('page'),
    frame.getByRole('button', { name: 'Add a passkey' }).click(),
  ])
  const added = await virtualAuthenticator(adding)
  await adding.getByRole('button', { name: 'Add passkey' }).click()
  await expect(frame.getByText('Passkey added')).toBeVisible()
  let passkeys = added.held()

  passkeys = await usePasskey(
    page,
    () => section.getByRole('button', { name: 'Use a passkey' }).click(),
    passkeys,
  )
  const codes = section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')
  await expect(codes).toHaveCount(10)
  const [first = ''] = await codes.allTextContents()
  await expect(section.getByRole('status')).toContainText('in place of your passkey')
  await expectNoSeriousViolation(page)
  await section.getByRole('button', { name: 'I saved them' }).click()
  await expect(section.getByTestId('second-factor-on')).toHaveText(
    'On: the key is shown only after one of your passkeys confirms it. 10 recovery codes left.',
  )

  // The key: a passkey (or a recovery code) only, the mailed code no longer offered.
  await frame.getByRole('button', { name: 'Back' }).click()
  await frame.getByRole('button', { name: 'Export private key' }).click()
  const view = frame.locator('[data-view="ExportKey"]')
  await expect(
    view.getByText('To show the key, confirm it is you with one of your passkeys, or enter a recovery code.'),
  ).toBeVisible()
  await expect(view.getByRole('button', { name: 'Send code' })).toHaveCount(0)
  await expectNoSeriousViolation(page)
  passkeys = await usePasskey(
    page,
    () => view.getByRole('button', { name: 'Confirm with a passkey' }).click(),
    passkeys,
  )
  const key = ((await view.getByTestId('export-key').textContent()) ?? '').trim()
  expect(privateKeyToAccount(key as `0x${string}`).address).toBe(address)

  // Another browser is a new device: the same login opens the wallet there only after the passkey.
  const other = await socialLoginOnNewDevice(browser, 'GitHub', person)
  try {
    const { page: device, prompt } = other
    await expect(prompt.getByText('This wallet asks for one of its passkeys on a new device.')).toBeVisible()
    await expect(prompt.getByRole('textbox', { name: 'Or a recovery code' })).toBeVisible()
    await expectNoSeriousViolation(device)
    await expect(device.getByTestId('address')).toBeHidden()
    passkeys = await usePasskey(
      device,
      () => prompt.getByRole('button', { name: 'Confirm with a passkey' }).click(),
      passkeys,
    )
    await expect(device.getByTestId('address')).toHaveText(address, { timeout: 20_000 })
  } finally {
    await other.context.close()
  }

  // A send limit saved with the passkey; a send worth more is approved with it.
  await frame.getByRole('button', { name: 'Back' }).click()
  await frame.getByRole('button', { name: 'Account settings' }).click()
  await expect(section.getByTestId('send-limit')).toHaveText('Sends do not ask for a passkey.')
  await section.getByRole('button', { name: 'Set a send limit' }).click()
  await section.getByRole('textbox', { name: /^Ask for a passkey on sends worth more than/ }).fill('1')
  passkeys = await usePasskey(
    page,
    () => section.getByRole('button', { name: 'Save with a passkey' }).click(),
    passkeys,
  )
  await expect(section.getByTestId('send-limit')).toHaveText('Sends worth more than $1.00 ask for a passkey.')
  await page.keyboard.press('Escape')
  await fund(address)
  await page.getByRole('button', { name: 'Send 0.001 ETH' }).click()
  const approve = frame.locator('[data-view="ApproveTransaction"]')
  await expect(approve.getByTestId('approve-send-limit')).toContainText(
    'over your limit of $1.00. Approve confirms it with one of your passkeys, or type a recovery code.',
  )
  await expectNoSeriousViolation(page)
  const approveButton = approve.getByRole('button', { name: 'Approve' })
  await expect(approveButton).toHaveAttribute('aria-disabled', 'false')
  passkeys = await usePasskey(page, () => approveButton.click(), passkeys)
  await expect(page.getByTestId('tx-result')).toHaveText(/Transaction confirmed in block \d+/, {
    timeout: 30_000,
  })

  // A recovery code turns the factor off, and the mailed code is offered again.
  await reopenOnAccount(page)
  await frame.getByRole('button', { name: 'Account settings' }).click()
  await section.getByRole('button', { name: 'Turn off' }).click()
  await expect(section.getByRole('button', { name: 'Turn off with a passkey' })).toBeFocused()
  await section.getByRole('textbox', { name: 'Or a recovery code' }).fill(first)
  await section.getByRole('button', { name: 'Turn off', exact: true }).click()
  await expect(section.getByRole('button', { name: 'Use a passkey' })).toBeVisible()
  await frame.getByRole('button', { name: 'Back' }).click()
  await frame.getByRole('button', { name: 'Export private key' }).click()
  await expect(view.getByRole('button', { name: 'Send code' })).toBeVisible()
})
