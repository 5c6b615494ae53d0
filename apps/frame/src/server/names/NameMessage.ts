import { z } from 'zod'

const attributeValue = z.string().max(1024)

/**
 * What a registrant signs (as JSON text): the name, its attributes and when it was signed. The avatar,
 * shown as an image by wallets, must be an http(s) or ipfs URL.
 */
export const NameMessage = z.object({
  name: z.string().max(300),
  attributes: z
    .record(
      z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/, 'Expected keys of 1 to 64 letters, digits, "_", "." or "-"'),
      attributeValue,
    )
    .refine((attributes) => Object.keys(attributes).length <= 20, 'Expected at most 20 attributes')
    .refine(
      ({ avatar }) => avatar === undefined || /^(https?|ipfs):\/\/\S+$/.test(avatar),
      'Expected the avatar to be an http(s) or ipfs URL',
    )
    .optional(),
  /** Unix seconds. */
  timestamp: z.number().int(),
})
export type NameMessage = z.infer<typeof NameMessage>
