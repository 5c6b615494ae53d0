import { z } from 'zod'

const Link = z.string().max(2048)

/**
 * A wallet a project adds to the catalogue (SPEC.md §3 Configuration `customWallets`), in the
 * catalogue entry's field names. The links are kept as given: the catalogue sanitises every link it
 * serves, whatever its source.
 */
export const CustomWallet = z.strictObject({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Expected 1 to 64 letters, digits, "-" or "_"'),
  name: z.string().min(1).max(100),
  homepage: Link.optional(),
  image_url: Link.optional(),
  mobile_link: Link.optional(),
  desktop_link: Link.optional(),
  webapp_link: Link.optional(),
  app_store: Link.optional(),
  play_store: Link.optional(),
})
export type CustomWallet = z.infer<typeof CustomWallet>
