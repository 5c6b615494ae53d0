'use client'

import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { PausedReason } from '@/approvals/PausedReason'
import { useApprovalGuard } from '@/approvals/useApprovalGuard'
import { CodeInput } from '@/components/CodeInput'
import { ConfirmWithPasskeyButton } from '@/components/ConfirmWithPasskeyButton'
import { copyTexts } from '@/components/copyTexts'
import { copyWithToast } from '@/components/copyWithToast'
import { SecondFactorCodeForm } from '@/components/SecondFactorCodeForm'
import { useServerErrorText } from '@/components/useServerErrorText'
import { useController } from '@/embed/ControllerContext'
import connectMessages from '@/i18n/compiled/en/connect'
import copy from '@/i18n/compiled/en/copy'
import emailCodeMessages from '@/i18n/compiled/en/emailCode'
import exportKeyMessages from '@/i18n/compiled/en/exportKey'
import { useMessages } from '@/i18n/useMessages'
import { embeddedAccountAtom, exportKeyAtom } from '@/state/atoms'
import { exportKeySummary, exportProofText } from './exportKeySummary'

/**
 * ExportKey: the embedded wallet's private keys (its Ethereum key, and the Solana keypair, NEAR key
 * and Bitcoin key derived from it), shown in the frame only, after the visitor proved anew that it
 * is them: with a code of its authenticator app where its second factor is on, else with one of the
 * wallet's passkeys or a fresh code mailed to the account's address. They never go to the host page;
 * leaving the view forgets them. Reveal and the
 * copies are guarded (Reveal confirmed in a popup where the browser cannot report the frame's
 * visibility); Hide is not.
 */
export function ExportKeyView() {
  const controller = useController()
  // Acts only while the frame is really visible: a host page cannot steer a click onto it.
  const guard = useApprovalGuard<HTMLDivElement>()
  const state = useAtomValue(exportKeyAtom)
  const account = useAtomValue(embeddedAccountAtom)
  const [revealed, setRevealed] = useState(false)
  const copyMessages = useMessages(copy)
  const t = useMessages(exportKeyMessages)
  const codeText = useMessages(emailCodeMessages)
  const connectText = useMessages(connectMessages)
  const errorText = useServerErrorText()
  // Where approvals continue in a popup, the key is copied only once the visitor confirmed its reveal
  // there: the copy itself must happen in the click, so it cannot wait for the popup.
  const copyHint = guard.usesPopup && !revealed
  const copyable = guard.allowed && !copyHint
  return (
    <div data-view="ExportKey" className="flex flex-col gap-3 py-2 text-center">
      <p role="note" className="rounded-xl border border-latch-danger px-3 py-2 text-sm text-latch-danger">
        {t.warning()}
      </p>
      {state.step === 'start' ? (
        <>
          <p className="text-sm text-latch-muted-fg">
            {exportProofText(t, account?.email ?? undefined, state.passkey, state.totp, state.passkeyFactor)}
          </p>
          {state.passkeyFactor ? (
            <>
              <ConfirmWithPasskeyButton
                busy={state.busy}
                onConfirm={() => controller.use('embedded', (flow) => flow.confirmExportWithPasskey())}
              />
              <SecondFactorCodeForm
                kind="passkey"
                submitLabel={codeText.confirm()}
                busy={state.busy}
                error={state.error}
                onSubmit={(code) =>
                  controller.use('embedded', (flow) => flow.confirmExportWithAuthenticator(code))
                }
              />
            </>
          ) : state.totp ? (
            <SecondFactorCodeForm
              submitLabel={codeText.confirm()}
              busy={state.busy}
              error={state.error}
              onSubmit={(code) =>
                controller.use('embedded', (flow) => flow.confirmExportWithAuthenticator(code))
              }
            />
          ) : state.totp === false ? (
            <>
              {state.error ? (
                <p role="alert" className="text-sm text-latch-danger">
                  {errorText(state.error)}
                </p>
              ) : null}
              {state.passkey ? (
                <button
                  type="button"
                  className="latch-button"
                  disabled={state.busy}
                  onClick={() => controller.use('embedded', (flow) => flow.confirmExportWithPasskey())}
                >
                  {codeText.confirmPasskey()}
                </button>
              ) : null}
              {account?.email ? (
                <button
                  type="button"
                  className={state.passkey ? 'latch-button-secondary' : 'latch-button'}
                  disabled={state.busy}
                  onClick={() => controller.use('embedded', (flow) => flow.startExport())}
                >
                  {state.busy && !state.passkey ? connectText.sending() : codeText.sendCode()}
                </button>
              ) : null}
            </>
          ) : null}
        </>
      ) : state.step === 'code' ? (
        <CodeInput
          label={codeText.code()}
          disabled={state.busy}
          error={state.error}
          onComplete={(code) => controller.use('embedded', (flow) => flow.confirmExport(code))}
        />
      ) : (
        <>
          {/* Hidden by transparent text, not a blur: a filter paints past its box, over the buttons
              below, and the browser would report them covered (docs/approvals.md). */}
          <ShownKey
            label={t.ethereumKey()}
            testId="export-key"
            revealed={revealed}
            value={state.keys.ethereum}
          />
          <ShownKey
            label={t.solanaKey()}
            note={t.solanaNote({ address: state.keys.solana.address })}
            testId="export-solana-key"
            revealed={revealed}
            value={state.keys.solana.secretKey}
          />
          <ShownKey
            label={t.nearKey()}
            note={t.nearNote({ accountId: state.keys.near.accountId })}
            testId="export-near-key"
            revealed={revealed}
            value={state.keys.near.secretKey}
          />
          <ShownKey
            label={t.bitcoinKey()}
            note={t.bitcoinNote({ address: state.keys.bitcoin.address })}
            testId="export-bitcoin-key"
            revealed={revealed}
            value={state.keys.bitcoin.wif}
          />
          <div ref={guard.ref} className="flex flex-wrap gap-2">
            <button
              type="button"
              className="latch-button-secondary w-full"
              aria-disabled={!revealed && !guard.allowed}
              aria-describedby={guard.reason ? 'export-paused' : undefined}
              onClick={() => {
                if (revealed) return setRevealed(false)
                guard
                  .confirm(() => exportKeySummary(t, account))
                  .then((decision) => {
                    if (decision === 'approved') setRevealed(true)
                  })
              }}
            >
              {revealed ? t.hide() : t.reveal()}
            </button>
            {(
              [
                ['ethereum', t.copyEthereum(), state.keys.ethereum],
                ['solana', t.copySolana(), state.keys.solana.secretKey],
                ['near', t.copyNear(), state.keys.near.secretKey],
                ['bitcoin', t.copyBitcoin(), state.keys.bitcoin.wif],
              ] as const
            ).map(([chain, label, value]) => (
              <button
                key={chain}
                type="button"
                className="latch-button flex-1"
                aria-disabled={!copyable}
                aria-describedby={guard.reason ? 'export-paused' : copyHint ? 'export-copy-hint' : undefined}
                onClick={() => {
                  if (!copyable || !guard.allows()) return
                  void copyWithToast(controller.showToast, value, copyTexts(copyMessages, 'key'))
                }}
              >
                {label}
              </button>
            ))}
          </div>
          <PausedReason id="export-paused" reason={guard.reason} />
          {copyHint ? (
            <p id="export-copy-hint" className="text-sm text-latch-muted-fg">
              {t.revealToCopy()}
            </p>
          ) : null}
        </>
      )}
    </div>
  )
}

/** One key, hidden until revealed (transparent text, kept out of the accessibility tree). */
function ShownKey(props: { label: string; note?: string; testId: string; revealed: boolean; value: string }) {
  return (
    <div className="flex flex-col gap-1 text-start">
      <p className="text-sm font-semibold">{props.label}</p>
      {props.note ? <p className="break-all text-xs text-latch-muted-fg">{props.note}</p> : null}
      <p
        data-testid={props.testId}
        className={`break-all rounded-xl bg-latch-muted p-3 font-mono text-sm ${props.revealed ? '' : 'select-none text-transparent'}`}
        aria-hidden={!props.revealed}
      >
        {props.value}
      </p>
    </div>
  )
}
