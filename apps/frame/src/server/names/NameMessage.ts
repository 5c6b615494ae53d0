import { InputText } from '@latch/protocol'
import { z } from 'zod'
import { NameAttributes } from './NameAttributes'

/**
 * What a registrant signs (as JSON text): the name, its attributes (see NameAttributes) and when it
 * was signed.
 */
export const NameMessage = z.object({
  name: InputText.check(z.maxLength(300)),
  attributes: NameAttributes.optional(),
  /** Unix seconds. */
  timestamp: z.number().int(),
})
export type NameMessage = z.infer<typeof NameMessage>
