import { base64Pattern } from '../base64Pattern'
import { bitcoinTxidPattern } from '../bitcoinTxidPattern'
import * as z from '../z'

/** How long a message to sign may be, in characters. */
export const maxBitcoinMessageLength = 10_000

/**
 * A Bitcoin address as text: bech32 (SegWit) or base58check (legacy), 14 to 90 letters and digits.
 * Whether its checksum holds, and whose it is, is the wallet's to check.
 */
export const BitcoinAddressText = z
  .string()
  .check(z.regex(/^[a-zA-Z0-9]{14,90}$/, 'expected a Bitcoin address'))
export type BitcoinAddressText = z.infer<typeof BitcoinAddressText>

/** A Bitcoin transaction's id as wallets, explorers and Esplora write it: 64 lowercase hex digits. */
export const BitcoinTxid = z
  .string()
  .check(z.regex(bitcoinTxidPattern, 'Expected a transaction id: 64 lowercase hex digits'))
export type BitcoinTxid = z.infer<typeof BitcoinTxid>

/** A PSBT's size as base64 that a wallet reads: a standard transaction with its inputs' outputs. */
const maxPsbtBase64Length = 600_000

/**
 * A sighash type a PSBT's input may be signed with: ALL, NONE or SINGLE (1 to 3), each alone or
 * with ANYONECANPAY (0x81 to 0x83).
 */
export const SighashType = z.union(
  [1, 2, 3, 0x81, 0x82, 0x83].map((type) => z.literal(type)) as [
    z.ZodMiniLiteral<number>,
    ...z.ZodMiniLiteral<number>[],
  ],
  'expected a sighash type: 1, 2, 3, 129, 130 or 131',
)
export type SighashType = z.infer<typeof SighashType>

/**
 * A message signature's format: BIP-322's simple one, or the legacy one of Bitcoin Core's
 * signmessage with BIP-137's header for the address type (`ecdsa`).
 */
export const BitcoinMessageProtocol = z.enum(['bip322', 'ecdsa'], 'expected bip322 or ecdsa')
export type BitcoinMessageProtocol = z.infer<typeof BitcoinMessageProtocol>

/** How many bytes of memo an OP_RETURN output carries under the standard relay rules. */
export const maxBitcoinMemoBytes = 80

/**
 * The Bitcoin methods' parameters, as WalletConnect's bip122 JSON-RPC words them (docs/methods.md):
 * - `bip122_signMessage`: the message as text and the account (address) that signs it; `protocol`
 *   names the signature format: BIP-322's simple one (the default) or the legacy `ecdsa` one.
 * - `bip122_sendTransfer`: the account that pays, the recipient's address, the amount in satoshis
 *   as a decimal string, an optional memo (an OP_RETURN output) and change address.
 * - `bip122_signPsbt`: the account, the PSBT in base64, which of its inputs the account signs (by
 *   index, with the sighash types allowed, SIGHASH_ALL where none are named), and whether the wallet
 *   broadcasts it once signed.
 * - `bip122_getAccountAddresses`: the account, and the intentions asked for (payment only here).
 */
export const bitcoinParams = {
  bip122_signMessage: z.object({
    account: BitcoinAddressText,
    message: z
      .string()
      .check(
        z.maxLength(maxBitcoinMessageLength, `a message is at most ${maxBitcoinMessageLength} characters`),
      ),
    address: z.optional(BitcoinAddressText),
    protocol: z.optional(BitcoinMessageProtocol),
  }),
  bip122_sendTransfer: z.object({
    account: BitcoinAddressText,
    recipientAddress: BitcoinAddressText,
    amount: z.string().check(
      z.regex(/^[1-9]\d{0,15}$/, 'expected a whole number of satoshis, as a decimal string'),
      z.refine(
        (amount) => !/^\d+$/.test(amount) || BigInt(amount) <= 2_100_000_000_000_000n,
        'more satoshis than there will ever be',
      ),
    ),
    memo: z.optional(
      z
        .string()
        .check(
          z.refine(
            (memo) => new TextEncoder().encode(memo).length <= maxBitcoinMemoBytes,
            `a memo is at most ${maxBitcoinMemoBytes} bytes`,
          ),
        ),
    ),
    changeAddress: z.optional(BitcoinAddressText),
  }),
  bip122_signPsbt: z.object({
    account: BitcoinAddressText,
    psbt: z
      .string()
      .check(
        z.maxLength(maxPsbtBase64Length, 'a PSBT is at most 600,000 characters of base64'),
        z.regex(base64Pattern, 'expected a PSBT in base64'),
      )
      .check(z.minLength(1, 'expected a PSBT in base64')),
    signInputs: z
      .array(
        z.object({
          address: BitcoinAddressText,
          index: z.number().check(z.int(), z.nonnegative(), z.lte(10_000)),
          sighashTypes: z.optional(z.array(SighashType).check(z.minLength(1), z.maxLength(6))),
        }),
      )
      .check(z.maxLength(1_000, 'at most 1,000 inputs are signed at once')),
    broadcast: z.optional(z.boolean()),
  }),
  bip122_getAccountAddresses: z.object({
    account: BitcoinAddressText,
    intentions: z.optional(z.array(z.enum(['payment', 'ordinal'])).check(z.maxLength(2))),
  }),
}
