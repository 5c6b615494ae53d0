/**
 * Gives `page` Chromium's virtual authenticator, over the DevTools protocol: a platform one with
 * discoverable credentials and user verification that answers at once, holding `passkeys` (as a
 * synced passkey manager would bring them to another device). `made` fills with the passkeys it
 * creates; `held()` answers its passkeys as they are now, signature counters moved on by its
 * assertions. Authenticators belong to one page, so a popup gets its own. For the e2e suite and the
 * bench (types: ./virtualAuthenticator.d.mts).
 *
 * @example
 * const { made } = await virtualAuthenticator(popup)
 * @param {import('@playwright/test').Page} page
 * @param {readonly object[]} [passkeys]
 */
export async function virtualAuthenticator(page, passkeys = []) {
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
  const made = []
  // Each passkey as it is now: an assertion moves its signature counter on, which the next device
  // that holds it must carry, since the server refuses a counter that goes back.
  const current = new Map(passkeys.map((credential) => [credential.credentialId, credential]))
  cdp.on('WebAuthn.credentialAdded', (event) => {
    made.push(event.credential)
    current.set(event.credential.credentialId, event.credential)
  })
  cdp.on('WebAuthn.credentialAsserted', (event) =>
    current.set(event.credential.credentialId, event.credential),
  )
  return { made, held: () => [...current.values()] }
}
