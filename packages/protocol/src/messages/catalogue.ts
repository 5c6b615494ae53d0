import * as z from '../z'
import * as embedded from './embeddedMessages'
import * as modal from './modalMessages'

/** Every message the host sends to the frame. */
export const hostToFrameMessages = [
  modal.initMessage,
  modal.openMessage,
  modal.closeMessage,
  modal.requestMessage,
  modal.injectedAnnounceMessage,
  modal.injectedEventMessage,
  embedded.switchNetworkMessage,
  embedded.connectEmailMessage,
  embedded.connectDeviceMessage,
  embedded.connectOtpMessage,
  embedded.getSocialRedirectUriMessage,
  embedded.connectSocialMessage,
  embedded.getFarcasterUriMessage,
  embedded.connectFarcasterMessage,
  embedded.connectSecondFactorMessage,
  embedded.getUserMessage,
  embedded.signOutMessage,
  embedded.isConnectedMessage,
  embedded.getChainIdMessage,
  embedded.rpcRequestMessage,
  embedded.updateEmailMessage,
  embedded.updateEmailPrimaryOtpMessage,
  embedded.updateEmailSecondaryOtpMessage,
  embedded.syncThemeMessage,
  embedded.syncDappDataMessage,
  embedded.getSmartAccountEnabledNetworksMessage,
  embedded.initSmartAccountMessage,
  embedded.setPreferredAccountMessage,
  embedded.reloadMessage,
] as const

/** Every message the frame sends to the host. */
export const frameToHostMessages = [
  modal.setVisibleMessage,
  modal.emitMessage,
  modal.stateMessage,
  modal.injectedRequestMessage,
  modal.mirrorSetMessage,
] as const

type Requests<M extends readonly { request: z.ZodMiniType }[]> = { [K in keyof M]: M[K]['request'] }
const requests = <const M extends readonly { request: z.ZodMiniType }[]>(messages: M) =>
  messages.map((message) => message.request) as unknown as Requests<M>

/** One union of every host → frame request, discriminated by `type`. */
export const HostToFrameRequest = z.discriminatedUnion('type', requests(hostToFrameMessages))
export type HostToFrameRequest = z.infer<typeof HostToFrameRequest>
export type HostToFrameType = HostToFrameRequest['type']

/** One union of every frame → host request, discriminated by `type`. */
export const FrameToHostRequest = z.discriminatedUnion('type', requests(frameToHostMessages))
export type FrameToHostRequest = z.infer<typeof FrameToHostRequest>
export type FrameToHostType = FrameToHostRequest['type']

type Catalogue = (typeof hostToFrameMessages)[number] | (typeof frameToHostMessages)[number]

/** The success reply of the message of type T. */
export type SuccessOf<T extends Catalogue['type']> = z.infer<Extract<Catalogue, { type: T }>['success']>
/** The error reply of the message of type T. */
export type ErrorOf<T extends Catalogue['type']> = z.infer<Extract<Catalogue, { type: T }>['error']>
/** The request payload of the message of type T. */
export type PayloadOf<T extends Catalogue['type']> = z.infer<
  Extract<Catalogue, { type: T }>['request']
>['payload']
/** The success payload of the message of type T. */
export type ResultOf<T extends Catalogue['type']> = SuccessOf<T> extends { payload: infer P } ? P : never
/** Either reply of the message of type T. */
export type ReplyOf<T extends Catalogue['type']> = SuccessOf<T> | ErrorOf<T>

const byType = new Map<string, Catalogue>(
  [...hostToFrameMessages, ...frameToHostMessages].map((message) => [message.type, message]),
)

/**
 * The definition (request, success and error schemas) of a message type, or undefined.
 *
 * @example
 * messageDefinition('open')?.success.parse(reply)
 */
export function messageDefinition(type: string): Catalogue | undefined {
  return byType.get(type)
}
