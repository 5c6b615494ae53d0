import { z } from 'zod'

// EIP-6963 icons are data URIs; a hosted http(s) image is accepted too. Anything else (javascript:,
// blob: of another origin) is refused because the frame renders it as an <img>.
const Icon = z
  .string()
  .max(100_000)
  .regex(
    /^(data:image\/(png|jpeg|gif|webp|svg\+xml)(;base64)?,|https?:\/\/)/,
    'expected a data:image or http(s) URL',
  )

/** A wallet the host page announced (EIP-6963 info), as the SDK reports it to the frame. */
export const InjectedWalletInfo = z.object({
  uuid: z.string().min(1).max(100),
  name: z.string().min(1).max(100),
  icon: Icon,
  rdns: z.string().min(1).max(200),
})
export type InjectedWalletInfo = z.infer<typeof InjectedWalletInfo>
