'use client'

import { useAtom, useAtomValue } from 'jotai'
import { useCallback, useEffect, useState } from 'react'
import { ConfirmWithPasskeyButton } from '@/components/ConfirmWithPasskeyButton'
import { FarcasterChannel } from '@/components/FarcasterChannel'
import { SecondFactorCodeForm } from '@/components/SecondFactorCodeForm'
import { useServerErrorText } from '@/components/useServerErrorText'
import { useController } from '@/embed/ControllerContext'
import { embeddedApiErrors } from '@/embedded/api/errors'
import type { Login } from '@/embedded/api/loginsApi'
import { FarcasterLoginEndedError } from '@/embedded/farcaster/createFarcasterLogin'
import { socialProviderNames } from '@/embedded/social/socialProviderNames'
import emailCodeMessages from '@/i18n/compiled/en/emailCode'
import modalMessages from '@/i18n/compiled/en/modal'
import settingsMessages from '@/i18n/compiled/en/settings'
import signInMessages from '@/i18n/compiled/en/signIn'
import { localeAtom } from '@/i18n/localeAtom'
import { useMessages } from '@/i18n/useMessages'
import { hostConfigAtom } from '@/state/atoms'
import { describeLogin } from './describeLogin'
import { linkableSocials } from './linkableSocials'
import { loginsAtom } from './loginsAtom'
import {
  canAddLogin,
  canRemoveLogin,
  type LoginsAction,
  loginsReducer,
  type NewLogin,
  sameLogin,
} from './loginsReducer'

const message = (error: unknown) => (error instanceof Error ? error.message : String(error))

// Reads overlap (the section's own on showing, another when shown again): only the newest one's answer counts.
let newestLoad = 0

/**
 * AccountSettings' Logins: every login that opens this wallet (its email, social accounts and
 * passkeys), each removable after a confirmation that names it, but never the only one; "Add a
 * passkey", whose ceremony starts in its click (prepared when the section shows); and a link for each
 * social provider the host offers that is not among them, proven in the provider's popup, or for
 * Farcaster by a QR code shown here and approved in Farcaster (Cancel, or leaving, ends it).
 */
export function LoginsSection({ owner }: { owner: string }) {
  const controller = useController()
  const signIn = useMessages(signInMessages)
  const t = useMessages(settingsMessages)
  const { confirm } = useMessages(emailCodeMessages)
  const { loading } = useMessages(modalMessages)
  const errorText = useServerErrorText()
  const [state, setState] = useAtom(loginsAtom)
  const socials = useAtomValue(hostConfigAtom).features?.socials
  const [code, setCode] = useState<{ busy: boolean; error?: string }>({ busy: false })
  // The URL of the Farcaster channel a link waits on, once the server opened it.
  const [farcasterUrl, setFarcasterUrl] = useState<string>()
  // The store's setter outlives the view: a removal may end after it closed.
  const dispatch = useCallback(
    (action: LoginsAction) => setState((current) => loginsReducer(current, action)),
    [setState],
  )

  useEffect(() => {
    const ticket = ++newestLoad
    dispatch({ type: 'load', owner })
    controller
      .use('embedded', (flow) => flow.logins())
      .then(
        (logins) => ticket === newestLoad && dispatch({ type: 'loaded', logins }),
        (error: unknown) => ticket === newestLoad && dispatch({ type: 'failed', error: message(error) }),
      )
    // A failure here is met again, and told, when the visitor clicks "Add a passkey".
    controller.use('embedded', (flow) => flow.preparePasskeyAdd()).catch(() => undefined)
  }, [controller, owner, dispatch])

  // A Farcaster link waits on this section's QR code: leaving the section ends it.
  useEffect(
    () => () => void controller.use('embedded', (flow) => flow.stopFarcasterLink()).catch(() => undefined),
    [controller],
  )

  // Called in the click: the ceremony's prompt or the provider's popup opens before anything is awaited.
  async function add(login: NewLogin) {
    if (!canAddLogin(state)) return
    dispatch({ type: 'addStarted', login })
    newestLoad++
    try {
      const logins = await controller.use('embedded', (flow) => {
        if (login === 'passkey') return flow.addPasskey()
        if (login === 'farcaster') return flow.linkFarcaster(setFarcasterUrl)
        return flow.linkSocial(login)
      })
      dispatch({ type: 'added', logins })
      const added =
        login === 'passkey' ? t.passkeyAdded() : t.linked({ provider: socialProviderNames[login] })
      controller.showToast({ type: 'show', variant: 'success', message: added })
    } catch (error) {
      dispatch(
        error instanceof FarcasterLoginEndedError
          ? { type: 'addCancelled' }
          : { type: 'addFailed', error: message(error) },
      )
    } finally {
      setFarcasterUrl(undefined)
    }
  }

  // Changing the logins of a wallet whose second factor is on needs a recent code (or, where the
  // factor is a passkey, one of them, in the click): given here, then the visitor tries again (the
  // passkey's ceremony readied anew, as its click must open at once).
  async function confirmSecondFactor(typed?: string) {
    setCode({ busy: true })
    try {
      await controller.use('embedded', (flow) =>
        typed === undefined ? flow.confirmWithPasskey() : flow.confirmSecondFactor(typed),
      )
      setCode({ busy: false })
      dispatch({ type: 'secondFactorPassed' })
      controller.showToast({ type: 'show', variant: 'success', message: t.confirmedTryAgain() })
      controller.use('embedded', (flow) => flow.preparePasskeyAdd()).catch(() => undefined)
    } catch (error) {
      setCode({ busy: false, error: message(error) })
    }
  }

  async function remove() {
    const login = state.confirming
    if (!login) return
    dispatch({ type: 'removeStarted' })
    newestLoad++
    try {
      dispatch({
        type: 'removed',
        logins: await controller.use('embedded', (flow) => flow.removeLogin(login)),
      })
    } catch (error) {
      dispatch({ type: 'removeFailed', error: message(error) })
    }
  }

  const only = state.logins.length === 1
  return (
    <section aria-labelledby="logins-heading" className="flex flex-col gap-2" data-testid="logins">
      <h3 id="logins-heading" className="font-semibold">
        {t.logins()}
      </h3>
      <p className="text-sm text-latch-muted-fg">{t.loginsIntro()}</p>
      {state.error ? (
        <p role="alert" className="text-sm text-latch-danger" data-testid="logins-error">
          {errorText(state.error)}
        </p>
      ) : null}
      {state.error === embeddedApiErrors.passkeyRequired ? (
        <ConfirmWithPasskeyButton busy={code.busy} onConfirm={() => void confirmSecondFactor()} />
      ) : null}
      {state.error === embeddedApiErrors.totpRequired || state.error === embeddedApiErrors.passkeyRequired ? (
        <SecondFactorCodeForm
          kind={state.error === embeddedApiErrors.passkeyRequired ? 'passkey' : 'totp'}
          submitLabel={confirm()}
          busy={code.busy}
          error={code.error}
          onSubmit={(typed) => void confirmSecondFactor(typed)}
        />
      ) : null}
      {state.status === 'loading' && state.logins.length === 0 ? (
        <p aria-busy="true" className="text-center text-sm text-latch-muted-fg">
          {loading()}
        </p>
      ) : null}
      <ul className="flex flex-col gap-2" aria-label={t.logins()}>
        {state.logins.map((login) => (
          <LoginRow
            key={`${login.kind}:${login.id}`}
            login={login}
            removable={canRemoveLogin(state, login)}
            confirming={sameLogin(state.confirming, login)}
            removing={sameLogin(state.removing, login)}
            onAsk={() => dispatch({ type: 'confirm', login })}
            onCancel={() => dispatch({ type: 'cancel' })}
            onConfirm={() => void remove()}
          />
        ))}
      </ul>
      {only ? (
        <p className="text-sm text-latch-muted-fg" data-testid="logins-only">
          {t.onlyLogin()}
        </p>
      ) : null}
      {state.adding ? (
        <p role="status" className="text-sm text-latch-muted-fg">
          {addingText(state.adding, farcasterUrl, signIn)}
        </p>
      ) : null}
      {state.adding === 'farcaster' ? (
        <FarcasterLinkPanel
          url={farcasterUrl}
          label={t.farcasterQr()}
          cancel={signIn.cancel()}
          onCancel={() => void controller.use('embedded', (flow) => flow.stopFarcasterLink())}
        />
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="latch-button-secondary"
          disabled={!canAddLogin(state)}
          onClick={() => void add('passkey')}
        >
          {state.adding === 'passkey' ? t.addingPasskey() : t.addPasskey()}
        </button>
        {/* Offered once the logins are known, so that none already linked flashes up meanwhile. */}
        {(state.status === 'loaded' ? linkableSocials(socials, state.logins) : []).map((provider) => (
          <button
            key={provider}
            type="button"
            className="latch-button-secondary"
            disabled={!canAddLogin(state)}
            onClick={() => void add(provider)}
          >
            {t.link({ provider: socialProviderNames[provider] })}
          </button>
        ))}
      </div>
    </section>
  )
}

function addingText(
  adding: NewLogin,
  farcasterUrl: string | undefined,
  t: (typeof signInMessages)['signIn'],
): string {
  if (adding === 'passkey') return t.passkeyRegisterWaiting()
  if (adding === 'farcaster') return farcasterUrl ? t.farcasterWaiting() : t.farcasterPreparing()
  return t.socialLogIn({ provider: socialProviderNames[adding] })
}

/** The Farcaster channel to approve: its QR code (a computer) or its link (a phone), and Cancel. */
function FarcasterLinkPanel({
  url,
  label,
  cancel,
  onCancel,
}: {
  url: string | undefined
  label: string
  cancel: string
  onCancel(): void
}) {
  // The Link button it replaces is disabled meanwhile: the keyboard goes on from Cancel.
  const focusOnShow = useCallback((button: HTMLButtonElement | null) => button?.focus(), [])
  return (
    <div className="flex flex-col items-center gap-2" data-testid="farcaster-link">
      <FarcasterChannel url={url} size={220} label={label}>
        <button ref={focusOnShow} type="button" className="latch-button-secondary" onClick={onCancel}>
          {cancel}
        </button>
      </FarcasterChannel>
    </div>
  )
}

function LoginRow({
  login,
  removable,
  confirming,
  removing,
  onAsk,
  onCancel,
  onConfirm,
}: {
  login: Login
  removable: boolean
  confirming: boolean
  removing: boolean
  onAsk(): void
  onCancel(): void
  onConfirm(): void
}) {
  const t = useMessages(settingsMessages)
  const { locale } = useAtomValue(localeAtom)
  const { name, detail } = describeLogin(login, t, locale)
  // The confirmation takes the focus from the Remove button it replaces, so the keyboard stays on it.
  const focusOnShow = useCallback((button: HTMLButtonElement | null) => button?.focus(), [])
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-latch-muted px-3 py-2" data-testid="login">
      <div className="flex items-center justify-between gap-2">
        <div className="flex min-w-0 flex-col">
          <span className="truncate font-semibold" title={name}>
            {name}
          </span>
          <span className="text-sm text-latch-muted-fg">{detail}</span>
        </div>
        {!confirming && !removing && removable ? (
          <button
            type="button"
            className="latch-button-secondary"
            aria-label={t.removeLogin({ name })}
            onClick={onAsk}
          >
            {t.remove()}
          </button>
        ) : null}
      </div>
      {confirming || removing ? (
        <fieldset aria-label={t.removeLoginQuestion({ name })} className="flex flex-col gap-2">
          <p className="text-sm">{t.noLongerOpens({ name })}</p>
          <div className="flex gap-2">
            <button
              ref={focusOnShow}
              type="button"
              className="latch-button-secondary"
              disabled={removing}
              onClick={onConfirm}
            >
              {removing ? t.removing() : t.yesRemove()}
            </button>
            <button type="button" className="latch-button-secondary" disabled={removing} onClick={onCancel}>
              {t.keep()}
            </button>
          </div>
        </fieldset>
      ) : null}
    </li>
  )
}
