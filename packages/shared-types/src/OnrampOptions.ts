/** A network a purchase currency can be delivered on. */
export interface OnrampNetwork {
  name: string
  display_name: string
  chain_id: string
  contract_address: string
}

/** A crypto currency the user can buy. */
export interface PurchaseCurrency {
  id: string
  name: string
  symbol: string
  networks: readonly OnrampNetwork[]
}

/** The amount range of one payment method, as decimal strings such as '10.00'. */
export interface PaymentMethodLimit {
  id: string
  min: string
  max: string
}

/** A fiat currency the user can pay with. */
export interface PaymentCurrency {
  id: string
  payment_method_limits: readonly PaymentMethodLimit[]
}

/** What GET /v1/onramp/options answers (docs/behaviour.md#entities, #calls); field names follow the wire format. */
export interface OnrampOptions {
  purchaseCurrencies: readonly PurchaseCurrency[]
  paymentCurrencies: readonly PaymentCurrency[]
}
