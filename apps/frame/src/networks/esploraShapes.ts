import { BitcoinTxid } from '@latch/protocol/bitcoinParams'
import { z } from 'zod'

/**
 * The shapes of Esplora's answers that the frame's Bitcoin API passes on (docs/namespaces.md#bitcoin),
 * checked on the server as they come from Esplora and in the frame as they come from the server.
 */

/** An unspent output: its outpoint, its value in satoshis and whether it is mined. */
export const BitcoinUtxo = z.object({
  txid: BitcoinTxid,
  vout: z.number().int().nonnegative(),
  value: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  status: z.object({ confirmed: z.boolean(), block_height: z.number().int().optional() }),
})
export type BitcoinUtxo = z.infer<typeof BitcoinUtxo>

/** For a confirmation target in blocks, the fee rate in sat/vB. */
export const BitcoinFeeEstimates = z.record(
  z.string().regex(/^[1-9]\d{0,3}$/),
  z.number().nonnegative().max(1_000_000),
)
export type BitcoinFeeEstimates = z.infer<typeof BitcoinFeeEstimates>

/** A transaction's status: mined (at which height) or waiting in the mempool. */
export const BitcoinTxStatus = z.object({
  confirmed: z.boolean(),
  block_height: z.number().int().nonnegative().optional(),
})
export type BitcoinTxStatus = z.infer<typeof BitcoinTxStatus>

const EsploraOutput = z.object({
  scriptpubkey_address: z.string().optional(),
  value: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
})

/** A transaction as Esplora writes it: what each input spent (none for a coinbase), what each output pays, its status. */
export const EsploraTx = z.object({
  txid: BitcoinTxid,
  vin: z.array(z.object({ prevout: EsploraOutput.nullable() })),
  vout: z.array(EsploraOutput),
  status: z.object({
    confirmed: z.boolean(),
    block_height: z.number().int().optional(),
    block_time: z.number().int().optional(),
  }),
})
export type EsploraTx = z.infer<typeof EsploraTx>
