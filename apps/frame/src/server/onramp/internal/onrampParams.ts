import { InputText } from '@latch/protocol'
import { limits, onrampPaymentMethods, onrampProviderIds, parseFiatCents } from '@latch/shared-types'
import { z } from 'zod'

/**
 * A fiat amount as the onramp calls send it, a decimal string ('50.00') or a number (50), in whole
 * cents.
 *
 * @example
 * FiatAmountParam.parse('50.5') // 5050n
 */
export const FiatAmountParam = z.union([InputText, z.number()]).transform((value, context) => {
  const cents = parseFiatCents(typeof value === 'number' ? String(value) : value.trim())
  if (cents === undefined) {
    context.addIssue({ code: 'custom', message: 'Expected an amount such as 50.00' })
    return z.NEVER
  }
  return cents
})

/** A provider id, Sandpay when left out. */
export const OnrampProviderParam = z.enum(onrampProviderIds).default('sandpay')

/** A payment method, card when left out. */
export const OnrampPaymentMethodParam = z.enum(onrampPaymentMethods).default('card')

/** A payment currency the local onramp takes. */
export const OnrampPaymentCurrencyParam = z.enum(limits.onramp.fallbackCurrencies)
