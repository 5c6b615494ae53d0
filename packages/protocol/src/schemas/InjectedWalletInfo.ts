import * as z from '../z'
import { ChainNamespace } from './primitives'

// EIP-6963 icons are data URIs; a hosted http(s) image is accepted too. Anything else (javascript:,
// blob: of another origin) is refused because the frame renders it as an <img>.
const Icon = z
  .string()
  .check(
    z.maxLength(100_000),
    z.regex(
      /^(data:image\/(png|jpeg|gif|webp|svg\+xml)(;base64)?,|https?:\/\/)/,
      'expected a data:image or http(s) URL',
    ),
  )

/**
 * A wallet the host page announced, as the SDK reports it to the frame: an EIP-6963 wallet's info,
 * or a Wallet Standard wallet's (`namespace: 'solana'`, whose `rdns` is the SDK's name for it). A
 * wallet without `namespace` is an EIP-1193 one (eip155).
 */
export const InjectedWalletInfo = z.object({
  uuid: z.string().check(z.minLength(1), z.maxLength(100)),
  name: z.string().check(z.minLength(1), z.maxLength(100)),
  icon: Icon,
  rdns: z.string().check(z.minLength(1), z.maxLength(200)),
  namespace: z.optional(ChainNamespace),
})
export type InjectedWalletInfo = z.infer<typeof InjectedWalletInfo>

/**
 * The page's `window.ethereum` where no wallet announced itself over EIP-6963. The SDK sends only its
 * id, `'injected'`, and the frame shows it as this: the name and icon would cost the script tag bytes.
 */
export const browserWalletInfo: InjectedWalletInfo = {
  uuid: 'injected',
  name: 'Browser Wallet',
  rdns: 'injected',
  icon: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect y="2" width="8" height="5" rx="1" fill="gray"/></svg>',
}

/** A host wallet as the SDK reports it: an EIP-6963 wallet's info, or `'injected'` for `window.ethereum`. */
export type AnnouncedWallet = InjectedWalletInfo | typeof browserWalletInfo.uuid
