import { expect, test } from '@playwright/test'
import { base58 } from '@scure/base'
import { privateKeyToAccount } from 'viem/accounts'
import {
  codeFromInbox,
  fund,
  loginWithEmail,
  loginWithSocial,
  mailCount,
  solanaAddressOf,
  startEmailLogin,
  testEmail,
  typeCode,
} from './embedded'
import { hostUrl, latchFrame, overlay } from './fixtures'
import { sendHeadless } from './headless'
import { expectNoKeyCaptured, signAndSend, watchKeyCapture } from './keyCapture'
import { storageMode } from './storageMode'

test.describe('the embedded wallet: email login, approvals in the frame, keys that stay there', () => {
  test('log in by email, then sign a message and send a transaction approved in ApproveTransaction', async ({
    page,
  }, testInfo) => {
    const email = testEmail(testInfo)
    const address = await loginWithEmail(page, email)
    const frame = latchFrame(page)
    await expect(frame.getByTestId('account-email')).toHaveText(email)
    await page.keyboard.press('Escape')

    await page.getByRole('button', { name: 'Sign message' }).click()
    const approve = frame.locator('[data-view="ApproveTransaction"]')
    await expect(approve).toBeVisible()
    await expect(approve.getByTestId('approve-origin')).toHaveText(hostUrl)
    await expect(approve.getByText('asks you to sign a message')).toBeVisible()
    await expect(approve.getByTestId('approve-message')).toContainText('Latch host demo')
    await approve.getByRole('button', { name: 'Approve' }).click()
    await expect(page.getByTestId('sign-result')).toHaveText('Signature verified')

    await fund(address)
    await page.getByRole('button', { name: 'Send 0.001 ETH' }).click()
    await expect(approve).toBeVisible()
    await expect(approve.getByText('asks you to send a transaction')).toBeVisible()
    await expect(approve.getByTestId('approve-value')).toContainText('0.001 ETH')
    await expect(approve.getByTestId('approve-fee')).toContainText('ETH')
    await expect(approve.getByTestId('approve-changes')).toContainText('-0.001')
    await approve.getByRole('button', { name: 'Approve' }).click()
    await expect(page.getByTestId('tx-result')).toHaveText(/Transaction confirmed in block \d+/, {
      timeout: 30_000,
    })
  })

  test('typed data is shown field by field in ApproveTransaction, and the key signs it', async ({
    page,
  }, testInfo) => {
    await loginWithEmail(page, testEmail(testInfo))
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'Sign typed data' }).click()
    const approve = latchFrame(page).locator('[data-view="ApproveTransaction"]')
    await expect(approve.getByText('asks you to sign typed data')).toBeVisible()
    const typedData = approve.getByRole('region', { name: 'Typed data' })
    await expect(typedData).toContainText('Latch host demo')
    await expect(typedData.getByRole('heading', { name: 'Mail' })).toBeVisible()
    await expect(typedData).toContainText('Hello, Bob!')
    await approve.getByRole('button', { name: 'Approve' }).click()
    await expect(page.getByTestId('sign-result')).toHaveText('Typed data signature verified')
  })

  test('a rejected approval answers the host 4001, and the modal closes', async ({ page }, testInfo) => {
    await loginWithEmail(page, testEmail(testInfo))
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'Sign message' }).click()
    const frame = latchFrame(page)
    await frame.locator('[data-view="ApproveTransaction"]').getByRole('button', { name: 'Reject' }).click()
    await expect(page.getByRole('alert')).toHaveText('User rejected the request.')
    await expect(overlay(page)).toBeHidden()
  })

  test('a second code within 30 s is refused with the seconds left', async ({ page }, testInfo) => {
    const email = testEmail(testInfo)
    const frame = await startEmailLogin(page, email)
    await expect(frame.locator('[data-view="EmailVerifyOtp"]')).toBeVisible()
    await expect(frame.getByRole('button', { name: /^Resend code in \d+ s$/ })).toBeDisabled()
    await frame.getByRole('button', { name: 'Back' }).click()
    await frame.getByRole('button', { name: 'Continue', exact: true }).click()
    await expect(frame.getByRole('dialog').getByRole('alert')).toHaveText(
      /^Please try again after (29|30) seconds$/,
    )
    expect(await mailCount(email, 'Your Latch code')).toBe(1)
  })

  test('five wrong codes end the challenge', async ({ page }, testInfo) => {
    const email = testEmail(testInfo)
    const frame = await startEmailLogin(page, email)
    const right = await codeFromInbox(email, 'Your Latch code')
    const wrong = right === '000000' ? '111111' : '000000'
    for (const left of [4, 3, 2, 1]) {
      await typeCode(page, wrong)
      await expect(frame.getByRole('dialog').getByRole('alert')).toHaveText(
        `Invalid code. ${left} ${left === 1 ? 'try' : 'tries'} left.`,
      )
    }
    await typeCode(page, wrong)
    await expect(frame.locator('[data-view="Connect"]')).toBeVisible()
    await expect(frame.getByRole('dialog').getByRole('alert')).toHaveText(
      'Too many attempts. Request a new code.',
    )
    await expect(page.getByTestId('address')).toBeHidden()
  })

  test('the key is exported in the frame only, after a fresh code', async ({ page }, testInfo) => {
    // A social account: the key capture test below exports after an email login.
    const user = storageMode(testInfo) === 'storage-blocked' ? 'Alice' : 'Carol'
    const email = `${user.toLowerCase()}@latch.test`
    const address = await loginWithSocial(page, 'GitHub', user)
    const frame = latchFrame(page)
    const before = await mailCount(email, 'Your Latch code')
    await frame.getByRole('button', { name: 'Export private key' }).click()
    const view = frame.locator('[data-view="ExportKey"]')
    await expect(view.getByTestId('export-key')).toBeHidden()
    await view.getByRole('button', { name: 'Send code' }).click()
    await typeCode(page, await codeFromInbox(email, 'Your Latch code', before))
    const key = (await view.getByTestId('export-key').textContent()) ?? ''
    expect(privateKeyToAccount(key as `0x${string}`).address).toBe(address)
    // Beside it, the Solana keypair derived from it, its 64 bytes ending in the account's public key.
    const solanaKey = (await view.getByTestId('export-solana-key').textContent()) ?? ''
    const solanaAddress = await solanaAddressOf(key as `0x${string}`)
    expect(base58.encode(base58.decode(solanaKey).slice(32))).toBe(solanaAddress)
    await expect(view.getByText(`Account ${solanaAddress}, as Solana wallets import it`)).toBeVisible()
    // And the NEAR key, `ed25519:` and its 64 bytes, ending in the public key its implicit account spells.
    const nearKey = (await view.getByTestId('export-near-key').textContent()) ?? ''
    const nearAccount = Buffer.from(base58.decode(nearKey.replace(/^ed25519:/, '')).slice(32)).toString('hex')
    expect(nearKey).toMatch(/^ed25519:[1-9A-HJ-NP-Za-km-z]{80,90}$/)
    expect(nearAccount).toMatch(/^[0-9a-f]{64}$/)
    await expect(view.getByText(`Implicit account ${nearAccount}, as NEAR wallets import it`)).toBeVisible()
    // And the Bitcoin key in the wallet import format (a compressed mainnet key), with its address.
    await expect(view.getByTestId('export-bitcoin-key')).toHaveText(/^[KL][1-9A-HJ-NP-Za-km-z]{51}$/)
    await expect(
      view.getByText(/^Native SegWit address bc1q[02-9ac-hj-np-z]{38}, as Bitcoin wallets import it$/),
    ).toBeVisible()
    await frame.getByRole('button', { name: 'Back' }).click()
    await expect(frame.getByTestId('export-key')).toBeHidden()
    await expect(frame.getByTestId('export-solana-key')).toBeHidden()
    await expect(frame.getByTestId('export-near-key')).toBeHidden()
    await expect(frame.getByTestId('export-bitcoin-key')).toBeHidden()
  })
})

test.describe('the embedded wallet across popups, reloads and sites', () => {
  test('a social login runs in a popup at the frame origin and comes back to the frame', async ({ page }) => {
    await loginWithSocial(page, 'GitHub', 'Bob')
    await expect(latchFrame(page).getByTestId('account-email')).toHaveText('bob@latch.test')
  })

  test('a closed login popup returns to Connect with the reason', async ({ page }) => {
    await page.goto(hostUrl)
    await page.getByRole('button', { name: 'Connect', exact: true }).click()
    const frame = latchFrame(page)
    const [popup] = await Promise.all([
      page.context().waitForEvent('page'),
      frame.getByRole('button', { name: 'Continue with Google' }).click(),
    ])
    await popup.close()
    await expect(frame.locator('[data-view="Connect"]')).toBeVisible()
    await expect(frame.getByText('The login window was closed')).toBeVisible()
  })

  test('a host drives a social login headless: its own popup, the secrets stay in the frame', async ({
    page,
  }) => {
    await page.goto(`${hostUrl}/script-tag.html`)
    const { uri = '' } = (await sendHeadless(page, 'getSocialRedirectUri', { provider: 'github' })) as {
      uri?: string
    }
    expect(new URL(uri).origin).toBe('http://127.0.0.1:5556')
    expect(new URL(uri).searchParams.get('code_challenge_method')).toBe('S256')
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.evaluate((url) => {
        window.open(url, 'latch-social', 'popup')
      }, uri),
    ])
    const connected = sendHeadless(page, 'connectSocial', { uri: `${hostUrl}/script-tag.html` })
    await popup.getByRole('button', { name: 'Continue as Bob' }).click()
    expect(await connected).toMatchObject({
      email: 'bob@latch.test',
      address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/),
    })
  })

  test('a declined consent returns to Connect with the reason', async ({ page }) => {
    await page.goto(hostUrl)
    await page.getByRole('button', { name: 'Connect', exact: true }).click()
    const frame = latchFrame(page)
    const [popup] = await Promise.all([
      page.context().waitForEvent('page'),
      frame.getByRole('button', { name: 'Continue with Apple' }).click(),
    ])
    await popup.getByRole('button', { name: 'Cancel' }).click()
    await expect(frame.locator('[data-view="Connect"]')).toBeVisible()
    await expect(frame.getByText('The login was declined')).toBeVisible()
  })

  test('a reload keeps the login, and the same key signs', async ({ page }, testInfo) => {
    const address = await loginWithEmail(page, testEmail(testInfo))
    await page.reload()
    await expect(page.getByTestId('address')).toHaveText(address, { timeout: 20_000 })
    await page.getByRole('button', { name: 'Sign message' }).click()
    const approve = latchFrame(page).locator('[data-view="ApproveTransaction"]')
    await approve.getByRole('button', { name: 'Approve' }).click()
    await expect(page.getByTestId('sign-result')).toHaveText('Signature verified')
  })
})

test.describe('the embedded account', () => {
  test('the email moves to a new address after a code to each, and a reload shows it', async ({
    page,
  }, testInfo) => {
    const email = testEmail(testInfo)
    const newEmail = testEmail(testInfo, '-new')
    await loginWithEmail(page, email)
    const frame = latchFrame(page)
    await frame.getByRole('button', { name: 'Change email' }).click()
    await frame.getByRole('textbox', { name: 'New email' }).fill(newEmail)
    // The login's code went out moments ago; the change's has a cooldown of its own and goes at once.
    await frame.getByRole('button', { name: 'Continue', exact: true }).click()
    await expect(frame.locator('[data-view="UpdateEmailPrimaryOtp"]')).toBeVisible()
    await typeCode(page, await codeFromInbox(email, 'Your Latch code', 1))
    await expect(frame.locator('[data-view="UpdateEmailSecondaryOtp"]')).toBeVisible()
    await typeCode(page, await codeFromInbox(newEmail, 'Your Latch code'))
    await expect(frame.getByTestId('account-email')).toHaveText(newEmail)
    await page.reload()
    await page.getByRole('button', { name: 'Open Latch' }).click()
    await expect(frame.getByTestId('account-email')).toHaveText(newEmail)
  })
})

test.describe('key capture: what the host and the server see', () => {
  test('across login, signing and export, no key reaches the host or the server, and no share the host', async ({
    page,
  }, testInfo) => {
    const capture = await watchKeyCapture(page)
    const email = testEmail(testInfo)
    const address = await loginWithEmail(page, email)
    await page.keyboard.press('Escape')
    await signAndSend(page, address)

    await page.getByRole('button', { name: 'Open Latch' }).click()
    const frame = latchFrame(page)
    await frame.getByRole('button', { name: 'Export private key' }).click()
    const view = frame.locator('[data-view="ExportKey"]')
    // The login's code went out moments ago; the export's has a cooldown of its own and goes at once.
    await view.getByRole('button', { name: 'Send code' }).click()
    await expect(view.getByRole('textbox', { name: 'Code' })).toBeVisible()
    await typeCode(page, await codeFromInbox(email, 'Your Latch code', 1))
    await expectNoKeyCaptured(page, capture, view, address)
  })
})
