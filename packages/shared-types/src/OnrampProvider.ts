import { limits } from './limits'

/**
 * The buy-crypto providers the onramp offers (docs/behaviour.md#entities: two, with fees from 1 to 2 %). Locally
 * both are played by the onramp sandbox of packages/localnet; production points their checkout and
 * status URLs at real providers by configuration.
 */
export const onrampProviders = [
  { id: 'sandpay', name: 'Sandpay', feeRate: limits.onramp.providerFeeRange.min },
  { id: 'harbor', name: 'Harbor', feeRate: limits.onramp.providerFeeRange.max },
] as const

/** One provider of {@link onrampProviders}. */
export type OnrampProvider = (typeof onrampProviders)[number]
/** A provider's id, as the quote, the URL generator and the history's `onramp` parameter take it. */
export type OnrampProviderId = OnrampProvider['id']
/** The provider ids, for schemas. */
export const onrampProviderIds = onrampProviders.map((provider) => provider.id) as [
  OnrampProviderId,
  ...OnrampProviderId[],
]

/** How a purchase is paid; its limits are `limits.onramp.paymentMethodLimits`. */
export const onrampPaymentMethods = ['card', 'ach_bank_account'] as const
export type OnrampPaymentMethod = (typeof onrampPaymentMethods)[number]
