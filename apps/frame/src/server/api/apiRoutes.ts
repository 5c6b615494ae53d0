import { analyticsConfigRoute } from '../analytics/analyticsConfigRoute'
import { analyticsEventRoute } from '../analytics/analyticsEventRoute'
import { bitcoinBroadcastRoute } from '../bitcoin/bitcoinBroadcastRoute'
import { bitcoinFeeEstimatesRoute } from '../bitcoin/bitcoinFeeEstimatesRoute'
import { bitcoinTxStatusRoute } from '../bitcoin/bitcoinTxStatusRoute'
import { bitcoinUtxoRoute } from '../bitcoin/bitcoinUtxoRoute'
import { balanceRoute } from '../blockchain/balanceRoute'
import { fungiblePriceRoute } from '../blockchain/fungiblePriceRoute'
import { supportedChainsRoute } from '../blockchain/supportedChainsRoute'
import { getWalletsRoute } from '../catalogue/getWalletsRoute'
import { deviceStatusRoute } from '../embedded/deviceStatusRoute'
import { deviceVerifyRoute } from '../embedded/deviceVerifyRoute'
import { emailStartRoute } from '../embedded/emailStartRoute'
import { emailUpdateRoute, emailUpdateVerifyRoute } from '../embedded/emailUpdateRoutes'
import { emailVerifyRoute } from '../embedded/emailVerifyRoute'
import { farcasterChannelRoute, farcasterLinkRoute, farcasterVerifyRoute } from '../embedded/farcasterRoutes'
import { loginRemoveRoute, loginsRoute } from '../embedded/loginsRoutes'
import {
  passkeyAddOptionsRoute,
  passkeyAddVerifyRoute,
  passkeyLoginOptionsRoute,
  passkeyLoginVerifyRoute,
  passkeyReauthOptionsRoute,
  passkeyReauthVerifyRoute,
  passkeyRegisterOptionsRoute,
  passkeyRegisterVerifyRoute,
  passkeySecondFactorRoute,
} from '../embedded/passkeyRoutes'
import { reauthStartRoute, reauthVerifyRoute } from '../embedded/reauthRoutes'
import { refreshRoute } from '../embedded/refreshRoute'
import { signOutRoute } from '../embedded/signOutRoute'
import { socialAuthorizeRoute, socialLinkRoute, socialVerifyRoute } from '../embedded/socialRoutes'
import {
  totpDisableRoute,
  totpEnableRoute,
  totpSendLimitRoute,
  totpSetupRoute,
  totpStatusRoute,
  totpVerifyRoute,
} from '../embedded/totpRoutes'
import { userAccountTypeRoute } from '../embedded/userAccountTypeRoute'
import { userRoute } from '../embedded/userRoute'
import {
  walletAuthShareRoute,
  walletCreateRoute,
  walletRecoveryRoute,
  walletUnwrapRoute,
} from '../embedded/walletRoutes'
import { historyRoute } from '../history/historyRoute'
import { getNameRoute } from '../names/getNameRoute'
import { identityRoute } from '../names/identityRoute'
import { nameSuggestionsRoute } from '../names/nameSuggestionsRoute'
import { registerNameRoute } from '../names/registerNameRoute'
import { reverseNamesRoute } from '../names/reverseNamesRoute'
import { onrampOptionsRoute } from '../onramp/onrampOptionsRoute'
import { onrampQuoteRoute } from '../onramp/onrampQuoteRoute'
import { onrampUrlRoute } from '../onramp/onrampUrlRoute'
import { siwxNonceRoute } from '../siwx/siwxNonceRoute'
import { siwxRevokeRoute } from '../siwx/siwxRevokeRoute'
import { siwxSessionsRoute } from '../siwx/siwxSessionsRoute'
import { siwxVerifyRoute } from '../siwx/siwxVerifyRoute'
import { sessionRecordRoute } from '../smartAccounts/sessionRecordRoute'
import { sessionRevokeRoute } from '../smartAccounts/sessionRevokeRoute'
import { sessionsListRoute } from '../smartAccounts/sessionsListRoute'
import { buildApproveRoute } from '../swap/buildApproveRoute'
import { buildTransactionRoute } from '../swap/buildTransactionRoute'
import { convertAllowanceRoute } from '../swap/convertAllowanceRoute'
import { convertGasPriceRoute } from '../swap/convertGasPriceRoute'
import { convertQuotesRoute } from '../swap/convertQuotesRoute'
import { convertTokensRoute } from '../swap/convertTokensRoute'
import type { ApiRoute } from './ApiRoute'

/**
 * Every /api endpoint made with defineApiRoute, by its path under app/ (dynamic segments as Next
 * names them; a path that answers two methods has both routes), so that what goes through
 * handleApiRequest can be listed: the API fuzz sends hostile input to each, and apiRoutes.test.ts
 * checks the list against the route files on disk.
 *
 * @example
 * for (const [path, routes] of Object.entries(apiRoutes)) for (const route of [routes].flat()) console.log(route.method, path)
 */
export const apiRoutes: Readonly<Record<string, ApiRoute | readonly ApiRoute[]>> = {
  '/api/auth/device/status': deviceStatusRoute,
  '/api/auth/device/verify': deviceVerifyRoute,
  '/api/auth/email/start': emailStartRoute,
  '/api/auth/email/update': emailUpdateRoute,
  '/api/auth/email/update/verify': emailUpdateVerifyRoute,
  '/api/auth/email/verify': emailVerifyRoute,
  '/api/auth/farcaster/channel': farcasterChannelRoute,
  '/api/auth/farcaster/verify': farcasterVerifyRoute,
  '/api/auth/farcaster/link': farcasterLinkRoute,
  '/api/auth/logins': loginsRoute,
  '/api/auth/logins/remove': loginRemoveRoute,
  '/api/auth/logins/social': socialLinkRoute,
  '/api/auth/passkey/add/options': passkeyAddOptionsRoute,
  '/api/auth/passkey/add/verify': passkeyAddVerifyRoute,
  '/api/auth/passkey/register/options': passkeyRegisterOptionsRoute,
  '/api/auth/passkey/register/verify': passkeyRegisterVerifyRoute,
  '/api/auth/passkey/login/options': passkeyLoginOptionsRoute,
  '/api/auth/passkey/login/verify': passkeyLoginVerifyRoute,
  '/api/auth/passkey/reauth/options': passkeyReauthOptionsRoute,
  '/api/auth/passkey/reauth/verify': passkeyReauthVerifyRoute,
  '/api/auth/passkey/second-factor': passkeySecondFactorRoute,
  '/api/auth/reauth/start': reauthStartRoute,
  '/api/auth/reauth/verify': reauthVerifyRoute,
  '/api/auth/refresh': refreshRoute,
  '/api/auth/signout': signOutRoute,
  '/api/auth/social/authorize': socialAuthorizeRoute,
  '/api/auth/social/verify': socialVerifyRoute,
  '/api/auth/totp': totpStatusRoute,
  '/api/auth/totp/disable': totpDisableRoute,
  '/api/auth/totp/enable': totpEnableRoute,
  '/api/auth/totp/send-limit': totpSendLimitRoute,
  '/api/auth/totp/setup': totpSetupRoute,
  '/api/auth/totp/verify': totpVerifyRoute,
  '/api/auth/user': userRoute,
  '/api/auth/user/account-type': userAccountTypeRoute,
  '/api/e': analyticsEventRoute,
  '/api/getAnalyticsConfig': analyticsConfigRoute,
  '/api/getWallets': getWalletsRoute,
  '/api/siwx/nonce': siwxNonceRoute,
  '/api/siwx/revoke': siwxRevokeRoute,
  '/api/siwx/sessions': siwxSessionsRoute,
  '/api/siwx/verify': siwxVerifyRoute,
  '/api/v1/account/[address]/balance': balanceRoute,
  '/api/v1/account/[address]/history': historyRoute,
  '/api/v1/bitcoin/address/[address]/utxo': bitcoinUtxoRoute,
  '/api/v1/bitcoin/fee-estimates': bitcoinFeeEstimatesRoute,
  '/api/v1/bitcoin/tx': bitcoinBroadcastRoute,
  '/api/v1/bitcoin/tx/[txid]/status': bitcoinTxStatusRoute,
  '/api/v1/convert/allowance': convertAllowanceRoute,
  '/api/v1/convert/build-approve': buildApproveRoute,
  '/api/v1/convert/build-transaction': buildTransactionRoute,
  '/api/v1/convert/gas-price': convertGasPriceRoute,
  '/api/v1/convert/quotes': convertQuotesRoute,
  '/api/v1/convert/tokens': convertTokensRoute,
  '/api/v1/fungible/price': fungiblePriceRoute,
  '/api/v1/generators/onrampurl': onrampUrlRoute,
  '/api/v1/identity/[address]': identityRoute,
  '/api/v1/onramp/options': onrampOptionsRoute,
  '/api/v1/onramp/quote': onrampQuoteRoute,
  '/api/v1/profile/account/[name]': getNameRoute,
  '/api/v1/profile/account': registerNameRoute,
  '/api/v1/profile/reverse/[address]': reverseNamesRoute,
  '/api/v1/profile/suggestions/[name]': nameSuggestionsRoute,
  '/api/v1/sessions/[address]': [sessionsListRoute, sessionRecordRoute],
  '/api/v1/sessions/[address]/revoke': sessionRevokeRoute,
  '/api/v1/supported-chains': supportedChainsRoute,
  '/api/wallet/auth-share': walletAuthShareRoute,
  '/api/wallet/create': walletCreateRoute,
  '/api/wallet/recovery': walletRecoveryRoute,
  '/api/wallet/unwrap': walletUnwrapRoute,
}

/**
 * The /api endpoints with handlers of their own (not defineApiRoute): each takes input from
 * strangers through its own checks, and the API fuzz covers those that read it.
 */
export const otherApiPaths: readonly string[] = [
  '/api/[[...path]]',
  '/api/admin/projects',
  '/api/auth/device/approve',
  '/api/getWalletImage/[id]',
  '/api/projects/[projectId]',
  '/api/public/getAssetImage/[id]',
  '/api/public/getCurrencyImage/[id]',
  '/api/public/getTokenImage/[id]',
  '/api/v1/paymaster',
  '/api/v1/rpc',
]
