import { expect, test } from '@playwright/test'
import { privateKeyToAccount } from 'viem/accounts'
import { fromBase32, totpCode, totpStep } from '../apps/frame/src/server/embedded/totp'
import { fund, loginWithSocial, socialLoginOnNewDevice } from './embedded'
import { expectNoSeriousViolation, hostUrl, latchFrame, overlay, reopenOnAccount } from './fixtures'
import { sendHeadless } from './headless'
import { storageMode } from './storageMode'

// Two-factor authentication by authenticator app (docs/passkeys.md#second-factor): the test is the
// app, computing its codes from the key the frame shows. Each browser mode has its own person, whose
// wallet no other spec uses.

const codeField = 'Code from your authenticator app, or a recovery code'

test('two-factor authentication: set up by its key, asked before the key shows and on a new device', async ({
  page,
  browser,
}, testInfo) => {
  // Five flows end to end (the setup, the key, a new device, a headless host, a send over the
  // limit): 58 s of the default 60 on a busy machine (2026-12-07), so twice that.
  test.setTimeout(120_000)
  const person = storageMode(testInfo) === 'storage-blocked' ? 'Erin' : 'Frank'
  const address = await loginWithSocial(page, 'GitHub', person)
  const frame = latchFrame(page)
  await frame.getByRole('button', { name: 'Account settings' }).click()
  const section = frame.getByTestId('second-factor')
  await section.getByRole('button', { name: 'Set up an authenticator app' }).click()
  await expect(section.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible()
  const secret = fromBase32((await section.getByTestId('totp-secret').textContent()) ?? '')
  if (!secret) throw new Error('the frame shows no base32 key')
  expect(secret).toHaveLength(20)
  await expect(section.getByRole('textbox', { name: 'Code from the app' })).toBeFocused()
  await expectNoSeriousViolation(page)
  const stepNow = () => totpStep(new Date())
  await page.keyboard.type(totpCode(secret, stepNow()))
  const codes = section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')
  await expect(codes).toHaveCount(10)
  const [first = '', second = '', third = '', fourth = '', fifth = ''] = await codes.allTextContents()
  expect(first).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/)
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
  const code = view.getByRole('textbox', { name: codeField })
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

  // Another browser is a new device: the same login opens the wallet there only after a code.
  const other = await socialLoginOnNewDevice(browser, 'GitHub', person)
  try {
    const { page: device, prompt } = other
    await expect(
      prompt.getByText('This wallet asks for a code from your authenticator app on a new device.'),
    ).toBeVisible()
    const field = prompt.getByRole('textbox', { name: codeField })
    await expect(field).toBeFocused()
    await expectNoSeriousViolation(device)
    await device.keyboard.type('aaaaa-aaaaa')
    await device.keyboard.press('Enter')
    await expect(prompt.getByRole('alert')).toHaveText('Invalid code')
    await expect(device.getByTestId('address')).toBeHidden()
    // A recovery code stands in for the app's, once.
    await field.fill(first)
    await device.keyboard.press('Enter')
    await expect(device.getByTestId('address')).toHaveText(address, { timeout: 20_000 })
  } finally {
    await other.context.close()
  }

  // A host that draws its own login (headless) is asked for the code on a new device, no modal opened.
  const headless = await browser.newContext()
  try {
    const host = await headless.newPage()
    await host.goto(`${hostUrl}/script-tag.html`)
    const { uri = '' } = (await sendHeadless(host, 'getSocialRedirectUri', { provider: 'github' })) as {
      uri?: string
    }
    const [popup] = await Promise.all([
      host.waitForEvent('popup'),
      host.evaluate((url) => {
        window.open(url, 'latch-social', 'popup')
      }, uri),
    ])
    const connected = sendHeadless(host, 'connectSocial', { uri: `${hostUrl}/script-tag.html` })
    await popup.getByRole('button', { name: `Continue as ${person}` }).click()
    expect(await connected).toEqual({ action: 'VERIFY_SECOND_FACTOR' })
    expect(await sendHeadless(host, 'isConnected')).toEqual({ isConnected: false })
    expect(await sendHeadless(host, 'connectSecondFactor', { code: 'aaaaa-aaaaa' })).toEqual({
      error: { code: -32602, message: 'Invalid code' },
    })
    expect(await sendHeadless(host, 'connectSecondFactor', { code: fifth })).toMatchObject({ address })
    expect(await sendHeadless(host, 'isConnected')).toEqual({ isConnected: true })
    await expect(overlay(host)).toHaveCount(0)
  } finally {
    await headless.close()
  }

  // A send limit, set with a code: a send worth more asks for one before it is signed.
  await frame.getByRole('button', { name: 'Back' }).click()
  await frame.getByRole('button', { name: 'Account settings' }).click()
  await expect(section.getByTestId('second-factor-on')).toContainText('8 recovery codes left.')
  await expect(section.getByTestId('send-limit')).toHaveText('Sends do not ask for a code.')
  await section.getByRole('button', { name: 'Set a send limit' }).click()
  const limit = section.getByRole('textbox', {
    name: 'Ask for a code on sends worth more than (USD; empty for no limit)',
  })
  await expect(limit).toBeFocused()
  await limit.fill('1.5.0')
  await section.getByRole('textbox', { name: codeField }).fill(third)
  await section.getByRole('button', { name: 'Save limit' }).click()
  await expect(section.getByRole('alert')).toHaveText('Enter digits and at most one dot')
  await limit.fill('1')
  await section.getByRole('button', { name: 'Save limit' }).click()
  await expect(section.getByTestId('send-limit')).toHaveText('Sends worth more than $1.00 ask for a code.')
  await expect(section.getByRole('button', { name: 'Change the send limit' })).toBeFocused()
  await page.keyboard.press('Escape')
  await fund(address)
  await page.getByRole('button', { name: 'Send 0.001 ETH' }).click()
  const approve = frame.locator('[data-view="ApproveTransaction"]')
  await expect(approve.getByTestId('approve-send-limit')).toContainText('over your limit of $1.00.')
  const approveButton = approve.getByRole('button', { name: 'Approve' })
  await expect(approveButton).toBeDisabled()
  await expectNoSeriousViolation(page)
  await approve.getByRole('textbox', { name: codeField }).fill('aaaaa-aaaaa')
  await approveButton.click()
  await expect(approve.getByRole('alert')).toHaveText('Invalid code')
  await expect(page.getByTestId('tx-result')).toHaveCount(0)
  await approve.getByRole('textbox', { name: codeField }).fill(fourth)
  await approveButton.click()
  await expect(page.getByTestId('tx-result')).toHaveText(/Transaction confirmed in block \d+/, {
    timeout: 30_000,
  })

  // The second recovery code turns the factor off, and the mailed code is offered again.
  await reopenOnAccount(page)
  await frame.getByRole('button', { name: 'Account settings' }).click()
  await expect(section.getByTestId('second-factor-on')).toContainText('6 recovery codes left.')
  await section.getByRole('button', { name: 'Turn off' }).click()
  await section.getByRole('textbox', { name: codeField }).fill(second)
  await section.getByRole('button', { name: 'Turn off' }).click()
  await expect(section.getByRole('button', { name: 'Set up an authenticator app' })).toBeVisible()
  await frame.getByRole('button', { name: 'Back' }).click()
  await frame.getByRole('button', { name: 'Export private key' }).click()
  await expect(view.getByRole('button', { name: 'Send code' })).toBeVisible()
})
