import type { Page } from '@playwright/test'

/** A passkey as Chromium's virtual authenticator keeps it (DevTools protocol WebAuthn.Credential). */
export type VirtualPasskey = {
  credentialId: string
  isResidentCredential: boolean
  rpId?: string
  privateKey: string
  userHandle?: string
  signCount: number
}

/**
 * Gives `page` Chromium's virtual authenticator, over the DevTools protocol: a platform one with
 * discoverable credentials and user verification that answers at once, holding `passkeys` (as a
 * synced passkey manager would bring them to another device). `made` fills with the passkeys it
 * creates. Authenticators belong to one page, so a popup gets its own.
 *
 * @example
 * const { made } = await virtualAuthenticator(popup)
 */
export async function virtualAuthenticator(page: Page, passkeys: readonly VirtualPasskey[] = []) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable', { enableUI: false })
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  })
  for (const credential of passkeys) await cdp.send('WebAuthn.addCredential', { authenticatorId, credential })
  const made: VirtualPasskey[] = []
  cdp.on('WebAuthn.credentialAdded', (event) => made.push(event.credential))
  return { made }
}
