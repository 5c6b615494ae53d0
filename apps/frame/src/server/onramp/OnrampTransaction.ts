import { isAddress } from 'viem'
import { z } from 'zod'

const decimal = z.string().regex(/^\d{1,30}(?:\.\d{1,36})?$/, 'Expected a decimal amount')
const Amount = z.object({ value: decimal, currency: z.string().min(1).max(32) })
const instant = z.string().refine((value) => Number.isFinite(Date.parse(value)), 'Expected an ISO time')

/**
 * One purchase as the provider's status API reports it (GET /api/v1/buy/user/{partnerUserId}/
 * transactions): its session, state, what was paid and bought, where it went, and the delivery's
 * hash once sent. Strings the provider leaves empty (`failure_reason`, `tx_hash`, `completed_at`)
 * may also be missing.
 */
export const OnrampTransaction = z.object({
  transaction_id: z.string().min(1).max(200),
  provider: z.string().max(32),
  status: z.enum([
    'ONRAMP_TRANSACTION_STATUS_IN_PROGRESS',
    'ONRAMP_TRANSACTION_STATUS_SUCCESS',
    'ONRAMP_TRANSACTION_STATUS_FAILED',
  ]),
  failure_reason: z.string().max(500).default(''),
  purchase_currency: z.string().min(1).max(32),
  purchase_network: z.string().regex(/^eip155:\d{1,16}$/),
  purchase_amount: Amount,
  payment_total: Amount,
  payment_method: z.string().max(32),
  wallet_address: z.string().refine((value) => isAddress(value, { strict: false }), 'Expected an address'),
  tx_hash: z.union([z.literal(''), z.string().regex(/^0x[0-9a-fA-F]{64}$/)]).default(''),
  created_at: instant,
  completed_at: z.union([z.literal(''), instant]).default(''),
})
export type OnrampTransaction = z.infer<typeof OnrampTransaction>
