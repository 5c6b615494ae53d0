import { errorCodes, ProviderRpcError, UnauthorizedProviderError } from '@latch/protocol'
import { ApiRequestError } from '@/api/createApiClient'
import type { EmbeddedConnector } from '@/connectors/createEmbeddedConnector'
import type { LazyConnector } from '@/connectors/createLazyConnector'
import type { EmailUpdateAnswer, EmailUpdateVerifyAnswer } from '@/embedded/api/authApi'
import type { EmbeddedApi } from '@/embedded/createEmbeddedApi'
import { emailUpdateAtom, initialEmailUpdateState } from '@/embedded/emailUpdateAtom'
import accountMessages from '@/i18n/compiled/en/account'
import { localeAtom } from '@/i18n/localeAtom'
import { messagesFor } from '@/i18n/messagesFor'
import { embeddedAccountAtom } from '@/state/atoms'
import type { FrameContext } from '@/state/FrameContext'

/**
 * Changing the embedded account's email (docs/behaviour.md#calls "update email"): the server mails a code to the
 * current address, then, once that code is right, one to the new address; the second code moves the
 * account. An account without an address skips the first code. The state is in `emailUpdateAtom`,
 * so that a view can drive the same flow as the headless messages do. Calls act for the embedded
 * session (its bearer token never leaves the connector but for the frame's own server).
 *
 * @example
 * const update = createEmailUpdateFlow(context, { embedded, api: embeddedFlow.api })
 * await update.start('new@latch.test') // { action: 'VERIFY_PRIMARY_OTP' }
 * await update.verifyPrimary(codeFromOldAddress) // the code to the new address is mailed
 * await update.verifySecondary(codeFromNewAddress) // { newEmail: 'new@latch.test' }
 */
export function createEmailUpdateFlow(
  context: FrameContext,
  deps: {
    embedded: LazyConnector<EmbeddedConnector, never>
    /** The embedded wallet's API client, loaded with the wallet rather than before Connect paints. */
    api: () => Promise<EmbeddedApi>
  },
) {
  const { store } = context

  async function bearer(): Promise<string> {
    // Without an embedded account nothing is loaded yet, and there is no session to act for.
    if (!store.get(embeddedAccountAtom)) throw new UnauthorizedProviderError()
    const token = await (await deps.embedded.loaded()).accessToken()
    if (!token) throw new UnauthorizedProviderError()
    return token
  }

  function mailed(answer: EmailUpdateAnswer, newEmail: string) {
    store.set(emailUpdateAtom, {
      step: answer.action === 'VERIFY_PRIMARY_OTP' ? 'primary' : 'secondary',
      newEmail,
      challengeId: answer.challengeId,
      busy: false,
    })
  }

  // A refused code keeps its step (another try), unless the challenge is over (used, expired, tries).
  function refused(error: unknown) {
    const text = error instanceof Error ? error.message : String(error)
    const state = store.get(emailUpdateAtom)
    const ended = !(error instanceof ApiRequestError) || [401, 409, 410, 429].includes(error.status)
    if (ended || state.step === 'idle' || state.step === 'done')
      store.set(emailUpdateAtom, { step: 'idle', busy: false, error: text })
    else store.set(emailUpdateAtom, { ...state, busy: false, error: text })
  }

  async function verify(step: 'primary' | 'secondary', code: string): Promise<EmailUpdateVerifyAnswer> {
    const state = store.get(emailUpdateAtom)
    if (state.step !== step)
      throw new ProviderRpcError(
        errorCodes.invalidParams,
        step === 'primary'
          ? 'No email update is waiting for the code of the current address.'
          : 'No email update is waiting for the code of the new address.',
      )
    if (state.busy) throw new ProviderRpcError(errorCodes.invalidRequest, 'A code is being checked already.')
    store.set(emailUpdateAtom, { ...state, busy: true })
    try {
      return await (await deps.api()).emailUpdateVerify(await bearer(), {
        challengeId: state.challengeId,
        code,
      })
    } catch (error) {
      refused(error)
      throw error
    }
  }

  return {
    /**
     * Starts moving the account to `email`: the answer says which address the code went to. With
     * `views`, the code's view opens (UpdateEmailPrimaryOtp or UpdateEmailSecondaryOtp).
     */
    async start(
      email: string,
      options: { views?: boolean } = {},
    ): Promise<{ action: EmailUpdateAnswer['action'] }> {
      const newEmail = email.trim().toLowerCase()
      store.set(emailUpdateAtom, { step: 'idle', busy: true })
      try {
        const answer = await (await deps.api()).emailUpdate(await bearer(), { email: newEmail })
        mailed(answer, newEmail)
        if (options.views)
          context.dispatchRouter({
            type: 'push',
            view:
              answer.action === 'VERIFY_PRIMARY_OTP' ? 'UpdateEmailPrimaryOtp' : 'UpdateEmailSecondaryOtp',
          })
        return { action: answer.action }
      } catch (error) {
        refused(error)
        throw error
      }
    },
    /** The code mailed to the current address: right, a code goes to the new one. */
    async verifyPrimary(code: string, options: { views?: boolean } = {}): Promise<void> {
      const { newEmail } = store.get(emailUpdateAtom) as { newEmail: string }
      const answer = await verify('primary', code)
      if (!('action' in answer) || answer.action !== 'VERIFY_SECONDARY_OTP') {
        store.set(emailUpdateAtom, initialEmailUpdateState)
        throw new ProviderRpcError(errorCodes.internal, 'The server did not mail a code to the new address.')
      }
      mailed(answer, newEmail)
      if (options.views) context.dispatchRouter({ type: 'replace', view: 'UpdateEmailSecondaryOtp' })
    },
    /** The code mailed to the new address: right, the account has moved there (with `views`, back to Account). */
    async verifySecondary(code: string, options: { views?: boolean } = {}): Promise<{ newEmail: string }> {
      const { newEmail: asked } = store.get(emailUpdateAtom) as { newEmail: string }
      const answer = await verify('secondary', code)
      if (!('user' in answer)) {
        mailed(answer, asked)
        throw new ProviderRpcError(errorCodes.internal, 'The server asked for another code.')
      }
      const newEmail = answer.user.email ?? asked
      const account = store.get(embeddedAccountAtom)
      if (account) store.set(embeddedAccountAtom, { ...account, email: newEmail })
      // The session a reload restores carries the new address too.
      await (await deps.embedded.loaded()).rememberEmail(newEmail)
      store.set(emailUpdateAtom, { step: 'done', newEmail, busy: false })
      if (options.views) {
        context.dispatchRouter({ type: 'reset', view: 'Account' })
        context.dispatchToast({
          type: 'show',
          message: messagesFor(store.get(localeAtom), accountMessages).emailUpdated(),
          variant: 'success',
        })
      }
      return { newEmail }
    },
    /** Forgets the change under way (the view was left, or the user signed out). */
    reset() {
      store.set(emailUpdateAtom, initialEmailUpdateState)
    },
  }
}

export type EmailUpdateFlow = ReturnType<typeof createEmailUpdateFlow>
