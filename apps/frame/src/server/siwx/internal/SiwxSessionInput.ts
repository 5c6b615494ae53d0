import { InputText, MultilineInputText } from '@latch/protocol'
import { z } from 'zod'
import { ProjectIdParam } from '../../api/ProjectIdParam'

/** A signed sign-in message as the session, verify and revoke routes take it. */
export const SiwxSessionInput = z.object({
  projectId: ProjectIdParam,
  message: MultilineInputText.check(z.minLength(1)).check(z.maxLength(8_192)),
  // Hex for an eip155 account (a smart account's can be long), base58 for a Solana account's 64
  // bytes, base64 for a Bitcoin account's BIP-322 witness (about 108 bytes).
  signature: InputText.check(
    z.regex(
      /^(?:0x(?:[0-9a-fA-F]{2}){1,8192}|[1-9A-HJ-NP-Za-km-z]{64,88}|(?:[A-Za-z0-9+/]{4}){16,256}(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?)$/,
      'Expected a hex, base58 or base64 signature',
    ),
  ),
})
export type SiwxSessionInput = z.infer<typeof SiwxSessionInput>
