import { deriveEd25519Key } from '@latch/keys'
import { type Browser, expect, type Page } from '@playwright/test'
import { createKeyPairSignerFromPrivateKeyBytes } from '@solana/kit'
import { hexToBytes } from 'viem'
import { devnetRpc } from './devnet'
import { hostUrl, latchFrame, overlay, reopenOnAccount } from './fixtures'

/** The JSON API of the SMTP inbox that `npm start` runs (packages/localnet/src/smtp). */
const inboxUrl = 'http://127.0.0.1:5557'

type InboxMessage = { id: string; subject: string; text: string; receivedAt: string }

/** A fresh address per test: the 30 s cooldown is per address, and every test starts a new user. */
export function testEmail(testInfo: { project: { name: string }; title: string }, tag = ''): string {
  const slug = `${testInfo.project.name}-${testInfo.title}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 40)
  return `${slug}${tag}-${Date.now().toString(36)}@latch.test`
}

/** The mails the inbox holds for `to`, newest first. */
export async function inbox(to: string): Promise<InboxMessage[]> {
  const response = await fetch(`${inboxUrl}/messages?to=${encodeURIComponent(to)}`)
  const { messages } = (await response.json()) as { messages: InboxMessage[] }
  return messages
}

/**
 * Waits for a mail to `to` whose subject starts with `subject` and that is newer than the `after`
 * mails already read, and gives its six-digit code.
 */
export async function codeFromInbox(to: string, subject: string, after = 0): Promise<string> {
  let code: string | undefined
  await expect
    .poll(
      async () => {
        const matching = (await inbox(to)).filter((message) => message.subject.startsWith(subject))
        code = matching.length > after ? /(\d{6})/.exec(matching[0]?.subject ?? '')?.[1] : undefined
        return code
      },
      { timeout: 15_000 },
    )
    .toMatch(/^\d{6}$/)
  return code ?? ''
}

/** How many mails to `to` have a subject starting with `subject`. */
export async function mailCount(to: string, subject: string): Promise<number> {
  return (await inbox(to)).filter((message) => message.subject.startsWith(subject)).length
}

/** Types the code into the shown code field (the view submits at the sixth digit). */
export async function typeCode(page: Page, code: string) {
  const frame = latchFrame(page)
  await frame.getByRole('textbox', { name: /code/i }).fill(code)
}

/**
 * From a fresh host page (`url`): Connect, then `email` in the email field and Continue; with
 * `accountsOn`, the visitor first makes that namespace the active one on Connect's "Accounts on".
 */
export async function startEmailLogin(
  page: Page,
  email: string,
  url = hostUrl,
  accountsOn?: 'Solana' | 'Bitcoin' | 'NEAR',
) {
  await page.goto(url)
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  // A person types once the modal is shown; the closed frame is laid out (transparent) and takes a
  // fill as well, which would race the focus the host gives the frame as it shows it.
  await expect(overlay(page)).toBeVisible()
  const frame = latchFrame(page)
  if (accountsOn) {
    const toggle = frame.getByRole('group', { name: 'Accounts on' }).getByRole('button', { name: accountsOn })
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-pressed', 'true')
  }
  const field = frame.getByRole('textbox', { name: 'Email' })
  await field.fill(email)
  // A lost keystroke fails here, naming the field, rather than as a disabled Continue a minute later.
  await expect(field).toHaveValue(email)
  await frame.getByRole('button', { name: 'Continue', exact: true }).click()
  return frame
}

/** From a fresh host page: Connect, the email field, and the code from the inbox; ends on Account. */
export async function loginWithEmail(page: Page, email: string, url = hostUrl) {
  const frame = await startEmailLogin(page, email, url)
  await expect(frame.locator('[data-view="EmailVerifyOtp"]')).toBeVisible()
  await typeCode(page, await codeFromInbox(email, 'Your Latch code'))
  await expect(page.getByTestId('address')).toHaveText(/^0x[0-9a-fA-F]{40}$/, { timeout: 20_000 })
  await reopenOnAccount(page)
  return (await page.getByTestId('address').textContent()) ?? ''
}

/** Gives `address` 10 ETH on devnet A, as a faucet would. */
export async function fund(address: string) {
  await devnetRpc('anvil_setBalance', [address, '0x8ac7230489e80000'])
}

/** A person of the local OIDC provider's login page. */
type OidcTestUser =
  | 'Alice'
  | 'Bob'
  | 'Carol'
  | 'Dave'
  | 'Erin'
  | 'Frank'
  | 'Grace'
  | 'Heidi'
  | 'Ivan'
  | 'Judy'
  | 'Kate'
  | 'Leo'

/**
 * The same social login in another browser profile (a new device, with no share of the key): its
 * page on the host, and the Latch frame, which asks for the wallet's second factor there (the
 * SecondFactor dialog). Close `context` when done.
 */
export async function socialLoginOnNewDevice(browser: Browser, provider: string, user: OidcTestUser) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(hostUrl)
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  const frame = latchFrame(page)
  const [popup] = await Promise.all([
    context.waitForEvent('page'),
    frame.getByRole('button', { name: `Continue with ${provider}` }).click(),
  ])
  await popup.getByRole('button', { name: `Continue as ${user}` }).click()
  const prompt = frame.getByRole('dialog', { name: 'Two-Factor Authentication' })
  return { context, page, prompt }
}

/**
 * From a fresh host page: Connect, "Continue with {provider}", and the local OIDC provider's login
 * page in the popup as `user`; ends on Account with the address.
 */
export async function loginWithSocial(page: Page, provider: string, user: OidcTestUser) {
  await page.goto(hostUrl)
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  const frame = latchFrame(page)
  const [popup] = await Promise.all([
    page.context().waitForEvent('page'),
    frame.getByRole('button', { name: `Continue with ${provider}` }).click(),
  ])
  await expect(frame.locator('[data-view="ConnectingSocial"]')).toBeVisible()
  await expect(popup.getByText(provider).first()).toBeVisible()
  await popup.getByRole('button', { name: `Continue as ${user}` }).click()
  await expect(page.getByTestId('address')).toHaveText(/^0x[0-9a-fA-F]{40}$/, { timeout: 20_000 })
  await reopenOnAccount(page)
  return (await page.getByTestId('address').textContent()) ?? ''
}

/**
 * The Solana account an embedded wallet of Ethereum key `privateKey` has: SLIP-0010 ed25519 at
 * m/44'/501'/0'/0' with the key's 32 bytes as the seed (docs/embedded-wallet.md#solana), its public
 * key made by another ed25519 implementation than the frame's (WebCrypto's, through @solana/kit).
 */
export async function solanaAddressOf(privateKey: `0x${string}`): Promise<string> {
  const { key } = deriveEd25519Key(hexToBytes(privateKey), "m/44'/501'/0'/0'")
  return (await createKeyPairSignerFromPrivateKeyBytes(key)).address
}
