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

export function virtualAuthenticator(
  page: Page,
  passkeys?: readonly VirtualPasskey[],
): Promise<{ made: VirtualPasskey[]; held: () => VirtualPasskey[] }>
