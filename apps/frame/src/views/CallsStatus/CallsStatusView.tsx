'use client'

import { useAtomValue } from 'jotai'
import { useEffect, useState } from 'react'
import type { CallsStatus } from '@/connectors/CallsStatus'
import { useController } from '@/embed/ControllerContext'
import { shortAddress } from '@/format/shortAddress'
import callsStatusMessages from '@/i18n/compiled/en/callsStatus'
import modalMessages from '@/i18n/compiled/en/modal'
import { useMessages } from '@/i18n/useMessages'
import { networksAtom, routerAtom } from '@/state/atoms'
import { explorerTransactionUrl } from '@/views/Transactions/explorerTransactionUrl'

/** How often the view asks again while the batch is pending. */
export const callsStatusPollMs = 1_500

// The callsStatus room's message for each status code.
const statusKeys = {
  100: 'pending',
  200: 'confirmed',
  500: 'failed',
  600: 'partlyFailed',
} as const satisfies Record<CallsStatus['status'], string>

/**
 * CallsStatus (wallet_showCallsStatus): a batch the wallet sent, followed until it leaves pending,
 * with whether it ran atomically and each transaction linked to the network's explorer.
 */
export function CallsStatusView() {
  const controller = useController()
  const t = useMessages(callsStatusMessages)
  const { close } = useMessages(modalMessages)
  const id = useAtomValue(routerAtom).data.callsId
  const networks = useAtomValue(networksAtom)
  const [status, setStatus] = useState<CallsStatus>()
  const [error, setError] = useState<string>()

  useEffect(() => {
    if (!id) return
    let timer: ReturnType<typeof setTimeout> | undefined
    let shown = true
    const read = async () => {
      try {
        const answer = (await controller.request({
          method: 'wallet_getCallsStatus',
          params: [id],
        })) as CallsStatus
        if (!shown) return
        setStatus(answer)
        setError(undefined)
        if (answer.status === 100) timer = setTimeout(read, callsStatusPollMs)
      } catch (caught) {
        if (shown) setError(caught instanceof Error ? caught.message : String(caught))
      }
    }
    read()
    return () => {
      shown = false
      clearTimeout(timer)
    }
  }, [controller, id])

  if (!id)
    return (
      <div data-view="CallsStatus" className="py-2 text-center text-sm text-latch-muted-fg">
        {t.noBatch()}
      </div>
    )
  const network = status && networks.find((candidate) => candidate.id === Number(status.chainId))
  return (
    <div data-view="CallsStatus" className="flex flex-col gap-3 py-1 text-sm">
      {error ? (
        <p role="alert" className="text-latch-danger" data-testid="calls-status-error">
          {error}
        </p>
      ) : !status ? (
        <p role="status" aria-busy="true" className="text-latch-muted-fg">
          {t.reading()}
        </p>
      ) : (
        <>
          <p
            role="status"
            aria-busy={status.status === 100}
            data-testid="calls-status"
            data-status={status.status}
            className={`text-center text-base font-semibold ${status.status === 200 ? 'text-latch-success' : status.status === 100 ? '' : 'text-latch-danger'}`}
          >
            {t[statusKeys[status.status]]()}
          </p>
          <p className="text-center text-latch-muted-fg">{status.atomic ? t.atomic() : t.sequential()}</p>
          {status.receipts?.length ? (
            <ul className="flex flex-col gap-1" data-testid="calls-status-receipts">
              {status.receipts.map((receipt) => {
                const href = explorerTransactionUrl(network, receipt.transactionHash)
                return (
                  <li
                    key={receipt.transactionHash}
                    className="flex justify-between gap-2 rounded-lg bg-latch-muted px-3 py-1"
                  >
                    <span>{receipt.status === '0x1' ? t.succeeded() : t.reverted()}</span>
                    {href ? (
                      <a
                        className="font-mono underline"
                        href={href}
                        target="_blank"
                        rel="noopener noreferrer"
                        title={receipt.transactionHash}
                      >
                        {shortAddress(receipt.transactionHash)}
                      </a>
                    ) : (
                      <span className="font-mono" title={receipt.transactionHash}>
                        {shortAddress(receipt.transactionHash)}
                      </span>
                    )}
                  </li>
                )
              })}
            </ul>
          ) : null}
        </>
      )}
      <button type="button" className="latch-button" onClick={() => controller.close()}>
        {close()}
      </button>
    </div>
  )
}
