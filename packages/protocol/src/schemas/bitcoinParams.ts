import { z } from 'zod'

/** How long a message to sign may be, in characters. */
export const maxBitcoinMessageLength = 10_000

/**
 * A Bitcoin address as text: bech32 (SegWit) or base58check (legacy), 14 to 90 letters and digits.
 * Whether its checksum holds, and whose it is, is the wallet's to check.
 */
export const BitcoinAddressText = z.string().regex(/^[a-zA-Z0-9]{14,90}$/, 'expected a Bitcoin address')
export type BitcoinAddressText = z.infer<typeof BitcoinAddressText>

/** How many bytes of memo an OP_RETURN output carries under the standard relay rules. */
export const maxBitcoinMemoBytes = 80

/**
 * The Bitcoin methods' parameters, as WalletConnect's bip122 JSON-RPC words them (docs/methods.md):
 * - `bip122_signMessage`: the message as text and the account (address) that signs it; `protocol`
 *   names the signature format, and BIP-322's is the one answered.
 * - `bip122_sendTransfer`: the account that pays, the recipient's address, the amount in satoshis
 *   as a decimal string, an optional memo (an OP_RETURN output) and change address.
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
  bip122_sendTransfer: z.object({
    account: BitcoinAddressText,
    recipientAddress: BitcoinAddressText,
    amount: z
      .string()
      .regex(/^[1-9]\d{0,15}$/, 'expected a whole number of satoshis, as a decimal string')
      .refine(
        (amount) => !/^\d+$/.test(amount) || BigInt(amount) <= 2_100_000_000_000_000n,
        'more satoshis than there will ever be',
      ),
    memo: z
      .string()
      .refine(
        (memo) => new TextEncoder().encode(memo).length <= maxBitcoinMemoBytes,
        `a memo is at most ${maxBitcoinMemoBytes} bytes`,
      )
      .optional(),
    changeAddress: BitcoinAddressText.optional(),
  }),
}
