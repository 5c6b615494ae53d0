'use client'

import { useAtomValue } from 'jotai'
import { useEffect } from 'react'
import { useController } from '@/embed/ControllerContext'
import modalMessages from '@/i18n/compiled/en/modal'
import tokenSelectMessages from '@/i18n/compiled/en/tokenSelect'
import { useMessages } from '@/i18n/useMessages'
import { onrampAtom } from '@/onramp/onrampAtom'
import { connectionAtom } from '@/state/atoms'

const currencyNames = new Intl.DisplayNames(['en'], { type: 'currency' })

// A currency code the runtime does not know reads as itself.
function currencyName(id: string): string {
  try {
    return currencyNames.of(id) ?? id
  } catch {
    return id
  }
}

/** OnRampFiatSelect ("Select Currency"): the currencies the options let the user pay with. */
export function OnRampFiatSelectView() {
  const controller = useController()
  const t = useMessages(tokenSelectMessages)
  const { loading } = useMessages(modalMessages)
  const onramp = useAtomValue(onrampAtom)
  const { address, chainId } = useAtomValue(connectionAtom)
  const currencies = onramp.options?.paymentCurrencies ?? []

  useEffect(() => {
    if (!address || !chainId) return
    controller.use('onramp', (flow) => flow.begin()).catch(() => undefined)
  }, [controller, address, chainId])

  return (
    <div data-view="OnRampFiatSelect" className="flex flex-col gap-3 py-1">
      {!onramp.options ? (
        <p className="text-sm text-latch-muted-fg" aria-busy="true">
          {loading()}
        </p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label={t.currencies()}>
          {currencies.map((currency) => (
            <li key={currency.id}>
              <button
                type="button"
                className="latch-list-item w-full cursor-pointer text-start aria-[current=true]:outline"
                aria-current={currency.id === onramp.paymentCurrency ? 'true' : undefined}
                onClick={() =>
                  controller
                    .use('onramp', (flow) => flow.pickPaymentCurrency(currency.id))
                    .catch(() => undefined)
                }
              >
                {/* biome-ignore lint/performance/noImgElement: the currency's image from the frame's own route */}
                <img
                  src={`/api/public/getCurrencyImage/${encodeURIComponent(currency.id)}`}
                  alt=""
                  width={28}
                  height={28}
                  className="rounded-full"
                />
                <span className="font-semibold">{currency.id}</span>{' '}
                <span className="flex-1 truncate text-sm text-latch-muted-fg">
                  {currencyName(currency.id)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
