import type { SecondFactorKind } from '@/embedded/api/totpApi'

/**
 * A login on a device that has not passed the wallet's second factor asks the visitor for it
 * (docs/passkeys.md#second-factor): which factor, the last refusal, and the login's session and
 * device, with which one of the wallet's passkeys passes that device.
 */
export type SecondFactorAsk = {
  kind: SecondFactorKind
  refusal?: string | undefined
  bearer: string
  deviceId: string
}

/** The visitor's answer: a code for the server to check, or a passkey that already passed the device. */
export type SecondFactorAnswer = { code: string } | { passed: true }
