'use client'

import { useAtomValue } from 'jotai'
import { useEffect, useState } from 'react'
import { SearchField } from '@/components/SearchField'
import { TokenIcon } from '@/components/TokenIcon'
import { useController } from '@/embed/ControllerContext'
import modalMessages from '@/i18n/compiled/en/modal'
import tokenSelectMessages from '@/i18n/compiled/en/tokenSelect'
import { useMessages } from '@/i18n/useMessages'
import { onrampAtom } from '@/onramp/onrampAtom'
import { purchaseCurrenciesOn } from '@/onramp/onrampReducer'
import { connectionAtom, networksAtom } from '@/state/atoms'

/** OnRampTokenSelect ("Select Token"): the tokens that can be bought on the connected network, with search. */
export function OnRampTokenSelectView() {
  const controller = useController()
  const t = useMessages(tokenSelectMessages)
  const { loading } = useMessages(modalMessages)
  const onramp = useAtomValue(onrampAtom)
  const { address, chainId } = useAtomValue(connectionAtom)
  const network = useAtomValue(networksAtom).find((candidate) => candidate.caipNetworkId === onramp.network)
  const [search, setSearch] = useState('')
  const offered = purchaseCurrenciesOn(onramp.options, onramp.network)
  const term = search.trim().toLowerCase()
  const shown = term
    ? offered.filter(
        (currency) =>
          currency.symbol.toLowerCase().includes(term) || currency.name.toLowerCase().includes(term),
      )
    : offered

  useEffect(() => {
    if (!address || !chainId) return
    controller.use('onramp', (flow) => flow.begin()).catch(() => undefined)
  }, [controller, address, chainId])

  return (
    <div data-view="OnRampTokenSelect" className="flex flex-col gap-3 py-1">
      <SearchField label={t.search()} value={search} onChange={setSearch} />
      {!onramp.options ? (
        <p className="text-sm text-latch-muted-fg" aria-busy="true">
          {loading()}
        </p>
      ) : shown.length === 0 ? (
        <p className="text-sm text-latch-muted-fg">
          {term ? t.noMatch({ term: search.trim() }) : t.noneToBuy()}
        </p>
      ) : (
        <ul
          className="flex max-h-80 flex-col gap-2 overflow-y-auto"
          aria-label={t.tokensOn({ network: network?.name ?? t.thisNetwork() })}
        >
          {shown.map((currency) => (
            <li key={currency.id}>
              <button
                type="button"
                className="latch-list-item w-full cursor-pointer text-start aria-[current=true]:outline"
                aria-current={currency.id === onramp.purchaseCurrency ? 'true' : undefined}
                onClick={() =>
                  controller
                    .use('onramp', (flow) => flow.pickPurchaseCurrency(currency.id))
                    .catch(() => undefined)
                }
              >
                <TokenIcon
                  src={`/api/public/getTokenImage/${encodeURIComponent(currency.symbol)}`}
                  symbol={currency.symbol}
                  size={28}
                />
                <span className="font-semibold">{currency.symbol}</span>{' '}
                <span className="flex-1 truncate text-sm text-latch-muted-fg">{currency.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
