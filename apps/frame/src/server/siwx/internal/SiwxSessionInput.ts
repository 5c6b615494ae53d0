import { InputText, MultilineInputText } from '@latch/protocol'
import { z } from 'zod'
import { ProjectIdParam } from '../../api/ProjectIdParam'

/** A signed sign-in message as the session, verify and revoke routes take it. */
export const SiwxSessionInput = z.object({
  projectId: ProjectIdParam,
  message: MultilineInputText.min(1).max(8_192),
  signature: InputText.regex(/^0x(?:[0-9a-fA-F]{2}){1,8192}$/, 'Expected a hex signature'),
})
export type SiwxSessionInput = z.infer<typeof SiwxSessionInput>
