import { openCentredPopup } from '@/platform/openCentredPopup'
import type { PasskeyPurpose } from './passkeyPopupMessages'
import type { PasskeyPopupWindow } from './runPasskeyCeremony'

// What every passkey ceremony of the frame (login, a passkey added, the user proved anew) uses to
// decide where it runs (docs/passkeys.md): the frame, where the browser lets it, or a popup.

/** The permission each ceremony needs of the iframe's `allow` attribute. */
export const passkeyCeremonyFeatures: Record<PasskeyPurpose, string> = {
  register: 'publickey-credentials-create',
  add: 'publickey-credentials-create',
  login: 'publickey-credentials-get',
  reauth: 'publickey-credentials-get',
}

/** Whether the browser lets this document use `feature` (Chromium's feature policy; false where unknown). */
export function frameAllowsFeature(feature: string): boolean {
  const policy = (document as { featurePolicy?: { allowsFeature(name: string): boolean } }).featurePolicy
  return policy?.allowsFeature(feature) === true
}

/** The passkey popup, centred over the page; null when the browser blocks it. */
export function openPasskeyWindow(url: string): PasskeyPopupWindow | null {
  return openCentredPopup(url, { width: 440, height: 600 })
}
