'use client'

import { useAtom, useAtomValue } from 'jotai'
import { useCallback, useEffect, useMemo } from 'react'
import { useServerErrorText } from '@/components/useServerErrorText'
import { useController } from '@/embed/ControllerContext'
import { formatExpiry } from '@/format/formatExpiry'
import { shortAddress } from '@/format/shortAddress'
import modalMessages from '@/i18n/compiled/en/modal'
import sessionsMessages from '@/i18n/compiled/en/sessions'
import { useMessages } from '@/i18n/useMessages'
import { createSessionsApi } from '@/sessions/createSessionsApi'
import { connectionAtom, embeddedAccountAtom, knownContractsAtom } from '@/state/atoms'
import { describeSession, type SessionRow } from './internal/describeSession'
import { sessionsAtom } from './internal/sessionsAtom'
import { type SessionsAction, sessionsReducer } from './internal/sessionsReducer'

// Reads overlap (the view's own on showing, a revoke's after it ends): only the newest one's answer counts.
let newestLoad = 0

/**
 * Sessions: the session permissions (ERC-7715) the user's smart account granted on this network, as
 * the chain says now: each with its key, contract, function, token limit and what was spent, and its
 * expiry. Revoke asks for a confirmation in ApproveTransaction, revokes on chain (an owner
 * UserOperation: from then on the account refuses the key) and at the server, then reads the list again.
 */
export function SessionsView() {
  const controller = useController()
  const t = useMessages(sessionsMessages)
  const { loading } = useMessages(modalMessages)
  const errorText = useServerErrorText()
  const embedded = useAtomValue(embeddedAccountAtom)
  const { chainId } = useAtomValue(connectionAtom)
  const contracts = useAtomValue(knownContractsAtom)
  const [state, setState] = useAtom(sessionsAtom)
  // The store's setter outlives the view: a revoke ends after its confirmation replaced it.
  const dispatch = useCallback(
    (action: SessionsAction) => setState((current) => sessionsReducer(current, action)),
    [setState],
  )
  const account = embedded?.smartAccount
  const knownTokens = useMemo(
    () => contracts.find((entry) => entry.chainId === chainId)?.tokens ?? [],
    [contracts, chainId],
  )

  const load = useCallback(async () => {
    if (!account || !chainId) return
    const ticket = ++newestLoad
    dispatch({ type: 'load', owner: `${account}:${chainId}` })
    try {
      const sessions = await createSessionsApi(controller.api).list(account, chainId)
      if (ticket === newestLoad) dispatch({ type: 'loaded', sessions })
    } catch (error) {
      if (ticket === newestLoad)
        dispatch({ type: 'failed', error: error instanceof Error ? error.message : String(error) })
    }
  }, [controller, account, chainId, dispatch])

  useEffect(() => {
    void load()
  }, [load])

  async function revoke(pci: string) {
    dispatch({ type: 'revokeStarted', pci })
    let failure: string | undefined
    try {
      await controller.request({ method: 'wallet_revokePermissions', params: [{ permissionsContext: pci }] })
    } catch (error) {
      // Declining the confirmation (4001) is no failure.
      if ((error as { code?: unknown }).code !== 4001)
        failure = error instanceof Error ? error.message : String(error)
    }
    // The list as the chain says now, then the revoke's end (a reload would clear its failure).
    await load()
    dispatch(failure ? { type: 'revokeEnded', error: failure } : { type: 'revokeEnded' })
  }

  const nowSeconds = Math.floor(Date.now() / 1000)
  const rows = state.sessions.map((session) => describeSession(session, { knownTokens, nowSeconds }))
  return (
    <div data-view="Sessions" className="flex flex-col gap-3 py-1">
      <p className="text-sm text-latch-muted-fg">{t.intro()}</p>
      {state.error ? (
        <p role="alert" className="text-sm font-semibold text-latch-danger">
          {errorText(state.error)}
        </p>
      ) : null}
      {state.status === 'loading' && rows.length === 0 ? (
        <p aria-busy="true" className="text-center text-sm text-latch-muted-fg">
          {loading()}
        </p>
      ) : state.status !== 'failed' && rows.length === 0 ? (
        <p className="text-center text-sm text-latch-muted-fg" data-testid="sessions-empty">
          {t.none()}
        </p>
      ) : null}
      <ul className="flex flex-col gap-2" aria-label={t.list()}>
        {rows.map((row) => (
          <Session
            key={row.pci}
            row={row}
            busy={state.revoking !== undefined}
            revoking={state.revoking === row.pci}
            onRevoke={() => void revoke(row.pci)}
            messages={t}
          />
        ))}
      </ul>
    </div>
  )
}

function Session({
  row,
  busy,
  revoking,
  onRevoke,
  messages: t,
}: {
  row: SessionRow
  busy: boolean
  revoking: boolean
  onRevoke(): void
  messages: (typeof sessionsMessages)['sessions']
}) {
  return (
    <li className="flex flex-col gap-1 rounded-xl bg-latch-muted px-3 py-2 text-sm" data-testid="session">
      <div className="flex items-center justify-between gap-2">
        <span className="font-mono" title={row.key}>
          {t.key({ key: shortAddress(row.key) })}
        </span>
        <span className="latch-tag" data-testid="session-status">
          {t[row.status]()}
        </span>
      </div>
      <ul className="flex flex-col gap-1">
        {row.permissions.map((permission) => (
          <li key={permission.id} data-testid="session-permission">
            <span>
              {permission.contractName ?? (
                <span className="font-mono">{shortAddress(permission.contract)}</span>
              )}
            </span>{' '}
            <span className="font-mono text-latch-muted-fg">{permission.function}</span>
            {permission.limit ? (
              <span className="block" data-testid="session-spent">
                {t.spent({ spent: permission.limit.spent, total: permission.limit.total })}
              </span>
            ) : (
              <span className="block text-latch-muted-fg">{t.noLimit()}</span>
            )}
          </li>
        ))}
      </ul>
      <p className="text-latch-muted-fg" data-testid="session-expiry">
        {row.status === 'expired'
          ? t.expiredOn({ date: formatExpiry(row.expiry) })
          : t.until({ date: formatExpiry(row.expiry) })}
      </p>
      {row.status === 'active' ? (
        <button
          type="button"
          className="latch-button-secondary"
          disabled={busy}
          aria-busy={revoking}
          onClick={onRevoke}
          data-testid="session-revoke"
        >
          {revoking ? t.revoking() : t.revoke()}
        </button>
      ) : null}
    </li>
  )
}
