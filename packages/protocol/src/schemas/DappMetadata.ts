import * as z from '../z'

/** An http(s) URL, the only links the modal follows. */
export const HttpUrl = z.url({ protocol: /^https?$/ }).check(z.maxLength(2000))

/** The host app's metadata (docs/behaviour.md#entities), shown in the modal and sent to wallets. */
export const DappMetadata = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(100)),
  description: z.optional(z.string().check(z.maxLength(500))),
  url: HttpUrl,
  icons: z.array(HttpUrl).check(z.maxLength(10)),
})
export type DappMetadata = z.infer<typeof DappMetadata>
