'use client'

import { useAtomValue } from 'jotai'
import { useEffect, useLayoutEffect, useReducer, useRef } from 'react'
import { CodeInput } from '@/components/CodeInput'
import { ConfirmWithPasskeyButton } from '@/components/ConfirmWithPasskeyButton'
import { CopyButton } from '@/components/CopyButton'
import { QrCode } from '@/components/QrCode'
import { SecondFactorCodeForm } from '@/components/SecondFactorCodeForm'
import { useServerErrorText } from '@/components/useServerErrorText'
import { useController } from '@/embed/ControllerContext'
import type { SecondFactorKind } from '@/embedded/api/totpApi'
import { formatUsd } from '@/format/formatUsd'
import modalMessages from '@/i18n/compiled/en/modal'
import settingsMessages from '@/i18n/compiled/en/settings'
import signInMessages from '@/i18n/compiled/en/signIn'
import { localeAtom } from '@/i18n/localeAtom'
import { useMessages } from '@/i18n/useMessages'
import { loginsAtom } from './loginsAtom'
import { SendLimitForm } from './SendLimitForm'
import { initialSecondFactor, type SecondFactorAction, secondFactorReducer } from './secondFactorReducer'

const message = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** The secret as typed into an app: groups of four, easier to read off than 32 letters in a row. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ')

/**
 * AccountSettings' two-factor authentication (docs/passkeys.md#second-factor): an authenticator app,
 * set up by scanning a QR code (or typing its key) and confirming with the app's first code, or,
 * where the wallet has a passkey, its passkeys, turned on by one; then the recovery codes shown once;
 * turned off with a code or the passkey. While on, the key is shown only after the factor, and so is
 * a send worth more than the limit set here (with the factor too), and a new device's login.
 */
export function SecondFactorSection() {
  const controller = useController()
  const t = useMessages(settingsMessages)
  const { loading } = useMessages(modalMessages)
  const signIn = useMessages(signInMessages)
  const errorText = useServerErrorText()
  const { locale } = useAtomValue(localeAtom)
  const [state, dispatch] = useReducer(secondFactorReducer, initialSecondFactor)
  // When the send limit's form goes (saved or cancelled), focus returns to the button that opened
  // it, not to the page's body, where Escape would no longer reach the modal.
  const limitButton = useRef<HTMLButtonElement>(null)
  const limitAsked = useRef(false)
  const asking = state.step === 'on' ? state.asking : undefined
  const hasPasskey = useAtomValue(loginsAtom).logins.some((login) => login.kind === 'passkey')
  const kind = state.step === 'on' ? state.kind : undefined
  // Before the browser handles another key, so that an Escape right after finds the focus in the modal.
  useLayoutEffect(() => {
    if (asking === 'sendLimit') limitAsked.current = true
    else if (asking === 'nothing' && limitAsked.current) {
      limitAsked.current = false
      limitButton.current?.focus()
    }
  }, [asking])

  // The passkey's ceremony is readied where a click may need it, so that the click opens it at once.
  const offered = state.step === 'off' && hasPasskey
  useEffect(() => {
    if (offered) controller.use('embedded', (flow) => flow.preparePasskeyFactor()).catch(() => undefined)
    else if (kind === 'passkey')
      controller.use('embedded', (flow) => flow.preparePasskeyConfirm()).catch(() => undefined)
  }, [controller, offered, kind])

  useEffect(() => {
    controller
      .use('embedded', (flow) => flow.secondFactor())
      .then(
        (status) => dispatch({ type: 'loaded', status }),
        (error: unknown) => dispatch({ type: 'loadFailed', error: message(error) }),
      )
  }, [controller])

  async function act(run: () => Promise<SecondFactorAction>) {
    dispatch({ type: 'started' })
    try {
      dispatch(await run())
    } catch (error) {
      dispatch({ type: 'failed', error: message(error) })
    }
  }

  const setUp = () =>
    act(async () => ({ type: 'setUp', setup: await controller.use('embedded', (flow) => flow.setUpTotp()) }))
  const enable = (code: string) =>
    act(async () => ({
      type: 'enabled',
      kind: 'totp',
      recoveryCodes: await controller.use('embedded', (flow) => flow.enableTotp(code)),
    }))
  // Called in the click: the passkey's prompt or popup opens before anything is awaited.
  const turnOnPasskeyFactor = () =>
    act(async () => ({
      type: 'enabled',
      kind: 'passkey',
      recoveryCodes: await controller.use('embedded', (flow) => flow.enablePasskeyFactor()),
    }))
  // Without a code, one of the wallet's passkeys confirms the change first, in the click.
  const confirmed = (code: string | undefined) =>
    code === undefined ? controller.use('embedded', (flow) => flow.confirmWithPasskey()) : undefined
  const disable = (code?: string) =>
    act(async () => {
      await confirmed(code)
      const status = await controller.use('embedded', (flow) => flow.disableTotp(code))
      controller.showToast({ type: 'show', variant: 'success', message: t.twoFactorOff() })
      return { type: 'loaded', status }
    })

  const saveSendLimit = (sendLimitUsd: number | null, code: string | undefined) =>
    act(async () => {
      await confirmed(code)
      const status = await controller.use('embedded', (flow) => flow.setSendLimit(sendLimitUsd, code))
      controller.showToast({ type: 'show', variant: 'success', message: t.sendLimitSaved() })
      return { type: 'loaded', status }
    })

  return (
    <section
      aria-labelledby="second-factor-heading"
      className="flex flex-col gap-2"
      data-testid="second-factor"
    >
      <h3 id="second-factor-heading" className="font-semibold">
        {t.twoFactor()}
      </h3>
      {state.step === 'loading' ? (
        state.error ? (
          <p role="alert" className="text-sm text-latch-danger">
            {errorText(state.error)}
          </p>
        ) : (
          <p aria-busy="true" className="text-center text-sm text-latch-muted-fg">
            {loading()}
          </p>
        )
      ) : null}
      {state.step === 'off' ? (
        <>
          <p className="text-sm text-latch-muted-fg">
            {hasPasskey ? t.twoFactorIntroPasskey() : t.twoFactorIntro()}
          </p>
          {state.error ? (
            <p role="alert" className="text-sm text-latch-danger">
              {errorText(state.error)}
            </p>
          ) : null}
          <button
            type="button"
            className="latch-button-secondary"
            disabled={state.busy}
            onClick={() => void setUp()}
          >
            {state.busy ? signIn.preparing() : t.setUpAuthenticator()}
          </button>
          {hasPasskey ? (
            <button
              type="button"
              className="latch-button-secondary"
              disabled={state.busy}
              onClick={() => void turnOnPasskeyFactor()}
            >
              {t.passkeyOption()}
            </button>
          ) : null}
        </>
      ) : null}
      {state.step === 'scan' ? (
        <>
          <p className="text-sm text-latch-muted-fg">{t.scanIntro()}</p>
          <div className="flex justify-center">
            <QrCode uri={state.setup.uri} size={180} label={t.authenticatorQr()} />
          </div>
          <div className="flex items-center justify-center gap-1">
            <span className="break-all font-mono text-sm" data-testid="totp-secret">
              {grouped(state.setup.secret)}
            </span>
            <CopyButton text={state.setup.secret} what="key" icon className="latch-icon-button" />
          </div>
          <CodeInput
            label={t.codeFromApp()}
            disabled={state.busy}
            error={state.error}
            onComplete={(code) => void enable(code)}
          />
          <button
            type="button"
            className="latch-button-secondary"
            disabled={state.busy}
            onClick={() => dispatch({ type: 'cancel' })}
          >
            {signIn.cancel()}
          </button>
        </>
      ) : null}
      {state.step === 'codes' ? (
        <>
          <p role="status" className="text-sm">
            {state.kind === 'passkey' ? t.codesIntroPasskey() : t.codesIntro()}
          </p>
          <ol
            className="grid grid-cols-2 gap-1 font-mono text-sm"
            aria-label={t.recoveryCodes()}
            data-testid="recovery-codes"
          >
            {state.recoveryCodes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ol>
          <CopyButton text={state.recoveryCodes.join('\n')} what="recoveryCodes" />
          <button type="button" className="latch-button" onClick={() => dispatch({ type: 'saved' })}>
            {t.savedThem()}
          </button>
        </>
      ) : null}
      {state.step === 'on' ? (
        <>
          <p className="text-sm text-latch-muted-fg" data-testid="second-factor-on">
            {state.kind === 'passkey' ? t.onPasskey() : t.onAuthenticator()}{' '}
            {t.codesLeft({ count: state.recoveryCodesLeft })}
          </p>
          <p className="text-sm" data-testid="send-limit">
            {sendLimitText(t, state.kind, state.sendLimitUsd, locale)}
          </p>
          {state.asking === 'turnOff' ? (
            <>
              {state.kind === 'passkey' ? (
                <ConfirmWithPasskeyButton
                  autoFocus
                  label={t.turnOffPasskey()}
                  busy={state.busy}
                  onConfirm={() => void disable()}
                />
              ) : null}
              <SecondFactorCodeForm
                kind={state.kind}
                submitLabel={t.turnOff()}
                busy={state.busy}
                error={state.error}
                onSubmit={(code) => void disable(code)}
                onCancel={() => dispatch({ type: 'cancel' })}
              />
            </>
          ) : state.asking === 'sendLimit' ? (
            <SendLimitForm
              kind={state.kind}
              current={state.sendLimitUsd}
              busy={state.busy}
              error={state.error}
              onSubmit={(sendLimitUsd, code) => void saveSendLimit(sendLimitUsd, code)}
              onCancel={() => dispatch({ type: 'cancel' })}
            />
          ) : (
            <div className="flex gap-2">
              <button
                ref={limitButton}
                type="button"
                className="latch-button-secondary flex-1"
                onClick={() => dispatch({ type: 'ask', what: 'sendLimit' })}
              >
                {state.sendLimitUsd === null ? t.setSendLimit() : t.changeSendLimit()}
              </button>
              <button
                type="button"
                className="latch-button-secondary flex-1"
                onClick={() => dispatch({ type: 'ask', what: 'turnOff' })}
              >
                {t.turnOff()}
              </button>
            </div>
          )}
        </>
      ) : null}
    </section>
  )
}

/** What sends ask for while the factor is on: nothing, or the factor above the limit. */
function sendLimitText(
  t: (typeof settingsMessages)['settings'],
  kind: SecondFactorKind,
  sendLimitUsd: number | null,
  locale: string,
): string {
  if (sendLimitUsd === null) return kind === 'passkey' ? t.noLimitPasskey() : t.noLimitCode()
  const usd = formatUsd(sendLimitUsd, locale)
  return kind === 'passkey' ? t.limitPasskey({ usd }) : t.limitCode({ usd })
}
