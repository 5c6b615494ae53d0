import { z } from 'zod'

/** How long a message to sign may be, in characters. */
export const maxBitcoinMessageLength = 10_000

/**
 * A Bitcoin address as text: bech32 (SegWit) or base58check (legacy), 14 to 90 letters and digits.
 * Whether its checksum holds, and whose it is, is the wallet's to check.
 */
export const BitcoinAddressText = z.string().regex(/^[a-zA-Z0-9]{14,90}$/, 'expected a Bitcoin address')
export type BitcoinAddressText = z.infer<typeof BitcoinAddressText>

/**
 * The Bitcoin methods' parameters, as WalletConnect's bip122 JSON-RPC words them (docs/methods.md):
 * the message as text and the account (address) that signs it. `protocol` names the signature
 * format; BIP-322's is the one answered.
 */
export const bitcoinParams = {
  bip122_signMessage: z.object({
    account: BitcoinAddressText,
    message: z
      .string()
      .max(maxBitcoinMessageLength, `a message is at most ${maxBitcoinMessageLength} characters`),
    address: BitcoinAddressText.optional(),
    protocol: z.literal('bip322', 'only BIP-322 signatures are made').optional(),
  }),
}
