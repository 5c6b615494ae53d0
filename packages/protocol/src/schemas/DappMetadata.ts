import { z } from 'zod'

/** An http(s) URL, the only links the modal follows. */
export const HttpUrl = z.url({ protocol: /^https?$/ }).max(2000)

/** The host app's metadata (docs/behaviour.md#entities), shown in the modal and sent to wallets. */
export const DappMetadata = z.object({
  name: z.string().min(1).max(100),
  description: z.string().max(500).optional(),
  url: HttpUrl,
  icons: z.array(HttpUrl).max(10),
})
export type DappMetadata = z.infer<typeof DappMetadata>
