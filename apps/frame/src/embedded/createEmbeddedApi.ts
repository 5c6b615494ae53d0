import type { z } from 'zod'
import type { ApiClient } from '@/api/createApiClient'
import {
  type AccountTypeRequest,
  ConnectAnswer,
  DeviceStatusAnswer,
  EmailStartAnswer,
  EmailUpdateAnswer,
  EmailUpdateVerifyAnswer,
  FarcasterChannelAnswer,
  FarcasterVerifyAnswer,
  type FarcasterVerifyRequest,
  ReauthStartAnswer,
  ReauthVerifyAnswer,
  RefreshAnswer,
  SignOutAnswer,
  SocialAuthorizeAnswer,
  type SocialAuthorizeRequest,
  type SocialVerifyRequest,
  UserAnswer,
  VerifyOtpAnswer,
} from './api/authApi'
import {
  FarcasterLinkAnswer,
  type FarcasterLinkRequest,
  type LoginRemoveRequest,
  LoginsAnswer,
  type SocialLinkRequest,
} from './api/loginsApi'
import {
  type PasskeyAddRequest,
  type PasskeyLoginRequest,
  PasskeyOptionsAnswer,
  type PasskeyReauthRequest,
  type PasskeyRegisterRequest,
} from './api/passkeyApi'
import { embeddedApiPaths as paths } from './api/paths'
import {
  type TotpCodeRequest,
  type TotpDisableRequest,
  TotpEnableAnswer,
  type TotpSendLimitRequest,
  TotpSetupAnswer,
  TotpStatusAnswer,
} from './api/totpApi'
import {
  AuthShareAnswer,
  RecoveryAnswer,
  UnwrapAnswer,
  WalletCreateAnswer,
  type WalletCreateRequest,
} from './api/walletApi'

type Body<T> = Omit<T, 'projectId'>

/**
 * The embedded wallet's calls to the frame's server, each answer checked by its schema before the
 * frame acts on it. Calls with `bearer` act for a logged-in session. Each names the visitor's
 * language (`locale`, in the query), in which the server writes the mails a call sends.
 *
 * @example
 * const embeddedApi = createEmbeddedApi(api)
 * const { action, challengeId } = await embeddedApi.emailStart({ email, deviceId })
 */
export function createEmbeddedApi(api: ApiClient, locale?: () => string) {
  const post = async <S extends z.ZodType>(
    path: string,
    answer: S,
    body: Record<string, unknown>,
    bearer?: string,
  ): Promise<z.infer<S>> =>
    answer.parse(
      await api(path, {
        body,
        ...(bearer ? { bearer } : {}),
        ...(locale ? { query: { locale: locale() } } : {}),
      }),
    )

  return {
    emailStart: (body: { email: string; deviceId: string }) => post(paths.emailStart, EmailStartAnswer, body),
    emailVerify: (body: { challengeId: string; code: string }) =>
      post(paths.emailVerify, ConnectAnswer, body),
    deviceVerify: (body: { challengeId: string; code: string }) =>
      post(paths.deviceVerify, VerifyOtpAnswer, body),
    deviceStatus: (body: { challengeId: string }) => post(paths.deviceStatus, DeviceStatusAnswer, body),
    socialAuthorize: (body: Body<SocialAuthorizeRequest>) =>
      post(paths.socialAuthorize, SocialAuthorizeAnswer, body),
    socialVerify: (body: Body<SocialVerifyRequest>) => post(paths.socialVerify, ConnectAnswer, body),
    farcasterChannel: () => post(paths.farcasterChannel, FarcasterChannelAnswer, {}),
    farcasterVerify: (body: Body<FarcasterVerifyRequest>) =>
      post(paths.farcasterVerify, FarcasterVerifyAnswer, body),
    passkeyRegisterOptions: () => post(paths.passkeyRegisterOptions, PasskeyOptionsAnswer, {}),
    passkeyRegisterVerify: (body: Body<PasskeyRegisterRequest>) =>
      post(paths.passkeyRegisterVerify, ConnectAnswer, body),
    passkeyLoginOptions: () => post(paths.passkeyLoginOptions, PasskeyOptionsAnswer, {}),
    passkeyLoginVerify: (body: Body<PasskeyLoginRequest>) =>
      post(paths.passkeyLoginVerify, ConnectAnswer, body),
    refresh: (body: { refreshToken: string }) => post(paths.refresh, RefreshAnswer, body),
    signOut: (bearer: string) => post(paths.signOut, SignOutAnswer, {}, bearer),
    user: async (bearer: string) => UserAnswer.parse(await api(paths.user, { bearer })),
    setAccountType: (bearer: string, body: Body<AccountTypeRequest>) =>
      post(paths.userAccountType, UserAnswer, body, bearer),
    reauthStart: (bearer: string) => post(paths.reauthStart, ReauthStartAnswer, {}, bearer),
    reauthVerify: (bearer: string, body: { challengeId: string; code: string }) =>
      post(paths.reauthVerify, ReauthVerifyAnswer, body, bearer),
    emailUpdate: (bearer: string, body: { email: string }) =>
      post(paths.emailUpdate, EmailUpdateAnswer, body, bearer),
    emailUpdateVerify: (bearer: string, body: { challengeId: string; code: string }) =>
      post(paths.emailUpdateVerify, EmailUpdateVerifyAnswer, body, bearer),
    logins: async (bearer: string) => LoginsAnswer.parse(await api(paths.logins, { bearer })),
    loginRemove: (bearer: string, body: Body<LoginRemoveRequest>) =>
      post(paths.loginsRemove, LoginsAnswer, body, bearer),
    socialLink: (bearer: string, body: Body<SocialLinkRequest>) =>
      post(paths.loginsSocial, LoginsAnswer, body, bearer),
    farcasterLink: (bearer: string, body: Body<FarcasterLinkRequest>) =>
      post(paths.farcasterLink, FarcasterLinkAnswer, body, bearer),
    passkeyAddOptions: (bearer: string) => post(paths.passkeyAddOptions, PasskeyOptionsAnswer, {}, bearer),
    passkeyAddVerify: (bearer: string, body: Body<PasskeyAddRequest>) =>
      post(paths.passkeyAddVerify, LoginsAnswer, body, bearer),
    passkeyReauthOptions: (bearer: string) =>
      post(paths.passkeyReauthOptions, PasskeyOptionsAnswer, {}, bearer),
    passkeyReauthVerify: (bearer: string, body: Body<PasskeyReauthRequest>) =>
      post(paths.passkeyReauthVerify, ReauthVerifyAnswer, body, bearer),
    passkeySecondFactor: (bearer: string, body: Body<PasskeyReauthRequest>) =>
      post(paths.passkeySecondFactor, TotpEnableAnswer, body, bearer),
    totpStatus: async (bearer: string) => TotpStatusAnswer.parse(await api(paths.totp, { bearer })),
    totpSetup: (bearer: string) => post(paths.totpSetup, TotpSetupAnswer, {}, bearer),
    totpEnable: (bearer: string, body: Body<TotpCodeRequest>) =>
      post(paths.totpEnable, TotpEnableAnswer, body, bearer),
    totpVerify: (bearer: string, body: Body<TotpCodeRequest>) =>
      post(paths.totpVerify, ReauthVerifyAnswer, body, bearer),
    totpDisable: (bearer: string, body: Body<TotpDisableRequest>) =>
      post(paths.totpDisable, TotpStatusAnswer, body, bearer),
    totpSendLimit: (bearer: string, body: Body<TotpSendLimitRequest>) =>
      post(paths.totpSendLimit, TotpStatusAnswer, body, bearer),
    walletCreate: (bearer: string, body: Body<WalletCreateRequest>) =>
      post(paths.walletCreate, WalletCreateAnswer, body, bearer),
    walletAuthShare: (bearer: string, body: { deviceId: string }) =>
      post(paths.walletAuthShare, AuthShareAnswer, body, bearer),
    walletRecovery: (bearer: string, body: { deviceId: string }) =>
      post(paths.walletRecovery, RecoveryAnswer, body, bearer),
    walletUnwrap: (bearer: string, body: { grant: string }) =>
      post(paths.walletUnwrap, UnwrapAnswer, body, bearer),
  }
}

export type EmbeddedApi = ReturnType<typeof createEmbeddedApi>
