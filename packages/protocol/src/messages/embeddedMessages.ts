import { socialProviders } from '@latch/shared-types'
import { DappMetadata } from '../schemas/DappMetadata'
import { Address, ThemeMode } from '../schemas/primitives'
import { SecondFactorCode } from '../schemas/SecondFactorCode'
import { ThemeVariables } from '../schemas/ThemeVariables'
import * as z from '../z'
import { defineMessage } from './defineMessage'

// The embedded-wallet requests of docs/behaviour.md#calls, for hosts that drive the embedded wallet headless.
// Each has a success and an error reply through defineMessage; secrets never appear in any payload.

const Empty = z.object({})
const Email = z.email().check(z.maxLength(254))
const Otp = z.string().check(z.regex(/^\d{6}$/, 'expected a 6-digit code'))
const ChainId = z.union([
  z.number().check(z.int(), z.positive()),
  z.string().check(z.minLength(1), z.maxLength(64)),
])
const AccountType = z.enum(['eoa', 'smartAccount'])

/** Social providers of docs/behaviour.md#entities that log in by OAuth. */
export const SocialProvider = z.enum(socialProviders)
export type SocialProvider = z.infer<typeof SocialProvider>

/** The embedded-wallet user of docs/behaviour.md#entities. */
export const EmbeddedUser = z.object({
  email: z.optional(Email),
  address: Address,
  chainId: ChainId,
  smartAccountDeployed: z.optional(z.boolean()),
  accounts: z.optional(z.array(z.object({ address: Address, type: AccountType })).check(z.maxLength(10))),
  preferredAccountType: z.optional(AccountType),
  userName: z.optional(z.string().check(z.maxLength(100))),
})
export type EmbeddedUser = z.infer<typeof EmbeddedUser>

export const switchNetworkMessage = defineMessage(
  'switchNetwork',
  z.object({ chainId: ChainId }),
  z.object({ chainId: ChainId }),
)
export const connectEmailMessage = defineMessage(
  'connectEmail',
  z.object({ email: Email }),
  z.object({ action: z.enum(['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT']) }),
)
export const connectDeviceMessage = defineMessage('connectDevice', Empty, Empty)
/**
 * What a login answers while the wallet waits for its second factor on this device: the host asks its
 * user for a code of their authenticator app (or a recovery code) and sends connectSecondFactor.
 */
export const VerifySecondFactor = z.object({ action: z.literal('VERIFY_SECOND_FACTOR') })
export type VerifySecondFactor = z.infer<typeof VerifySecondFactor>

export const connectOtpMessage = defineMessage(
  'connectOtp',
  z.object({ otp: Otp }),
  z.object({ action: z.optional(VerifySecondFactor.shape.action) }),
)
export const getSocialRedirectUriMessage = defineMessage(
  'getSocialRedirectUri',
  z.object({ provider: SocialProvider }),
  z.object({ uri: z.url({ protocol: /^https?$/ }) }),
)
export const connectSocialMessage = defineMessage(
  'connectSocial',
  z.object({ uri: z.url({ protocol: /^https?$/ }), preferredAccountType: z.optional(AccountType) }),
  z.union([EmbeddedUser, VerifySecondFactor]),
)
export const getFarcasterUriMessage = defineMessage(
  'getFarcasterUri',
  Empty,
  z.object({ url: z.url({ protocol: /^https?$/ }) }),
)
export const connectFarcasterMessage = defineMessage(
  'connectFarcaster',
  Empty,
  z.union([z.object({ userName: z.string() }), VerifySecondFactor]),
)
/**
 * The code for the login waiting for the wallet's second factor (VERIFY_SECOND_FACTOR): settles with
 * the user once the wallet opened; a refused code keeps the login waiting for the next.
 */
export const connectSecondFactorMessage = defineMessage(
  'connectSecondFactor',
  z.object({ code: SecondFactorCode }),
  EmbeddedUser,
)
export const getUserMessage = defineMessage(
  'getUser',
  z.object({ chainId: z.optional(ChainId), preferredAccountType: z.optional(AccountType) }),
  EmbeddedUser,
)
export const signOutMessage = defineMessage('signOut', Empty, Empty)
export const isConnectedMessage = defineMessage('isConnected', Empty, z.object({ isConnected: z.boolean() }))
export const getChainIdMessage = defineMessage('getChainId', Empty, z.object({ chainId: ChainId }))
export const rpcRequestMessage = defineMessage(
  'rpcRequest',
  z.object({
    method: z.string().check(z.minLength(1), z.maxLength(100)),
    params: z.optional(z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())])),
  }),
  z.object({ result: z.unknown() }),
)
export const updateEmailMessage = defineMessage(
  'updateEmail',
  z.object({ email: Email }),
  z.object({ action: z.enum(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP']) }),
)
export const updateEmailPrimaryOtpMessage = defineMessage(
  'updateEmailPrimaryOtp',
  z.object({ otp: Otp }),
  Empty,
)
export const updateEmailSecondaryOtpMessage = defineMessage(
  'updateEmailSecondaryOtp',
  z.object({ otp: Otp }),
  z.object({ newEmail: Email }),
)
export const syncThemeMessage = defineMessage(
  'syncTheme',
  z.object({ themeMode: z.optional(ThemeMode), themeVariables: z.optional(ThemeVariables) }),
  Empty,
)
export const syncDappDataMessage = defineMessage(
  'syncDappData',
  z.object({
    metadata: z.optional(DappMetadata),
    sdkVersion: z.string().check(z.maxLength(50)),
    sdkType: z.string().check(z.maxLength(50)),
    projectId: z.string().check(z.minLength(1), z.maxLength(100)),
  }),
  Empty,
)
export const getSmartAccountEnabledNetworksMessage = defineMessage(
  'getSmartAccountEnabledNetworks',
  Empty,
  z.object({ smartAccountEnabledNetworks: z.array(z.number().check(z.int(), z.positive())) }),
)
export const initSmartAccountMessage = defineMessage(
  'initSmartAccount',
  Empty,
  z.object({ address: Address, isDeployed: z.boolean() }),
)
export const setPreferredAccountMessage = defineMessage(
  'setPreferredAccount',
  z.object({ type: AccountType }),
  z.object({ type: AccountType, address: Address }),
)
export const reloadMessage = defineMessage('reload', Empty, Empty)
