import { expect, type Page } from '@playwright/test'
import { type VirtualPasskey, virtualAuthenticator } from '../scripts/virtualAuthenticator.mjs'
import { latchFrame } from './fixtures'

/**
 * From a host page at `url` (or the one open, with nobody connected): Connect, "Continue with a
 * passkey", then `choice` in ConnectingPasskey, which opens the passkey popup at the relying party's
 * origin (docs/passkeys.md); the popup gets a virtual authenticator holding `passkeys`.
 * @example
 * const { popup, made } = await startPasskey(page, hostUrl, 'Create a new wallet with a passkey')
 */
export async function startPasskey(
  page: Page,
  url: string | undefined,
  choice: 'Sign in with a passkey' | 'Create a new wallet with a passkey',
  passkeys: readonly VirtualPasskey[] = [],
) {
  if (url) await page.goto(url)
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  const frame = latchFrame(page)
  await frame.getByRole('button', { name: 'Continue with a passkey' }).click()
  await expect(frame.locator('[data-view="ConnectingPasskey"]')).toBeVisible()
  const button = frame.getByRole('button', { name: choice })
  await expect(button).toBeEnabled()
  const [popup] = await Promise.all([page.context().waitForEvent('page'), button.click()])
  const authenticator = await virtualAuthenticator(popup, passkeys)
  // The popup runs at the relying party's origin: the local frame's server under localhost.
  expect(new URL(popup.url()).origin).toBe('http://localhost:3000')
  return { frame, popup, made: authenticator.made, held: authenticator.held }
}
