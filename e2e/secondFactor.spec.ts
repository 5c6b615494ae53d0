import { expect, test } from '@playwright/test'
import { privateKeyToAccount } from 'viem/accounts'
import { fromBase32, totpCode, totpStep } from '../apps/frame/src/server/embedded/totp'
import { loginWithEmail, testEmail } from './embedded'
import { expectNoSeriousViolation, latchFrame } from './fixtures'

// Two-factor authentication by authenticator app (docs/passkeys.md#second-factor): the test is the
// app, computing its codes from the key the frame shows.

test('two-factor authentication: set up by its key, then the key shows only after the app’s code', async ({
  page,
}, testInfo) => {
  const email = testEmail(testInfo)
  const address = await loginWithEmail(page, email)
  const frame = latchFrame(page)
  await frame.getByRole('button', { name: 'Account settings' }).click()
  const section = frame.getByTestId('second-factor')
  await section.getByRole('button', { name: 'Set up an authenticator app' }).click()
  await expect(section.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible()
  const secret = fromBase32((await section.getByTestId('totp-secret').textContent()) ?? '')
  if (!secret) throw new Error('the frame shows no base32 key')
  expect(secret).toHaveLength(20)
  const field = section.getByRole('textbox', { name: 'Code from the app' })
  await expect(field).toBeFocused()
  await expectNoSeriousViolation(page)
  const stepNow = () => totpStep(new Date())
  await page.keyboard.type(totpCode(secret, stepNow()))
  const codes = section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')
  await expect(codes).toHaveCount(10)
  const recoveryCode = (await codes.first().textContent()) ?? ''
  expect(recoveryCode).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/)
  await expectNoSeriousViolation(page)
  await section.getByRole('button', { name: 'I saved them' }).click()
  await expect(section.getByTestId('second-factor-on')).toHaveText(
    'On: the key is shown only after a code from your authenticator app. 10 recovery codes left.',
  )

  await frame.getByRole('button', { name: 'Back' }).click()
  await frame.getByRole('button', { name: 'Export private key' }).click()
  const view = frame.locator('[data-view="ExportKey"]')
  await expect(view.getByText('To show the key, enter a code from your authenticator app.')).toBeVisible()
  await expect(view.getByRole('button', { name: 'Send code' })).toHaveCount(0)
  const code = view.getByRole('textbox', { name: 'Code from your authenticator app, or a recovery code' })
  await expect(code).toBeFocused()
  await expectNoSeriousViolation(page)
  // A wrong code is refused, and what was typed stays to be corrected.
  await page.keyboard.type('000000')
  await page.keyboard.press('Enter')
  await expect(view.getByRole('alert')).toHaveText('Invalid code')
  await expect(code).toHaveValue('000000')
  await expect(view.getByTestId('export-key')).toHaveCount(0)
  // The code that turned the factor on is spent; the app's next one is accepted.
  await code.fill(totpCode(secret, stepNow() + 1))
  await view.getByRole('button', { name: 'Confirm' }).click()
  const key = ((await view.getByTestId('export-key').textContent()) ?? '').trim()
  expect(privateKeyToAccount(key as `0x${string}`).address).toBe(address)

  // A recovery code turns the factor off, and the mailed code is offered again.
  await frame.getByRole('button', { name: 'Back' }).click()
  await frame.getByRole('button', { name: 'Account settings' }).click()
  await section.getByRole('button', { name: 'Turn off' }).click()
  await section
    .getByRole('textbox', { name: 'Code from your authenticator app, or a recovery code' })
    .fill(recoveryCode)
  await section.getByRole('button', { name: 'Turn off' }).click()
  await expect(section.getByRole('button', { name: 'Set up an authenticator app' })).toBeVisible()
  await frame.getByRole('button', { name: 'Back' }).click()
  await frame.getByRole('button', { name: 'Export private key' }).click()
  await expect(view.getByRole('button', { name: 'Send code' })).toBeVisible()
})
