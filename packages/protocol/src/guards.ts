import type { FrameToHostRequest, HostToFrameType, ResultOf } from './messages/catalogue'
import type { LatchState } from './schemas/LatchState'
import type { ProtocolError } from './schemas/primitives'
import { protocolVersion } from './version'
import { viewNamePattern } from './viewNamePattern'

// Small hand-written checks for the SDK, which must stay a few KB: zod stays out of its bundle.
// guards.test.ts proves that each guard accepts exactly what the matching zod schema accepts.

type Obj = Record<string, unknown>
const isObj = (value: unknown): value is Obj =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const isStr = (value: unknown, max: number, min = 1): value is string =>
  typeof value === 'string' && value.length >= min && value.length <= max
const opt = (value: unknown, check: (value: unknown) => boolean) => value === undefined || check(value)
const isAddress = (value: unknown) => typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value)
// zod's z.record takes only plain objects (a Date or a class instance is refused), z.object any object.
const isRecord = (value: unknown) =>
  isObj(value) && (typeof value.constructor !== 'function' || value.constructor === Object)
const isParams = (value: unknown) => value === undefined || Array.isArray(value) || isRecord(value)
const isCaipAddress = (v: unknown) =>
  typeof v === 'string' && /^(eip155|solana|bip122|near):[-_a-zA-Z0-9]{1,32}:[-.%a-zA-Z0-9]{1,128}$/.test(v)
const statuses = ['disconnected', 'connecting', 'connected', 'reconnecting']
const events = ['accountsChanged', 'chainChanged', 'connect', 'disconnect']
/** The keys the frame mirrors in the host's storage (the schemas' MirrorKey), for the SDK without zod. */
export const mirrorKeys = ['lastConnector', 'recentWallets', 'theme', 'wcSession', 'siwxSession']

/**
 * Whether a value is a valid LatchState.
 *
 * @example
 * if (isLatchState(value)) render(value.view)
 */
export function isLatchState(value: unknown): value is LatchState {
  if (!isObj(value)) return false
  return (
    typeof value.open === 'boolean' &&
    typeof value.view === 'string' &&
    viewNamePattern.test(value.view) &&
    statuses.includes(value.status as string) &&
    opt(value.namespace, (v) => typeof v === 'string' && /^(eip155|solana|bip122|near)$/.test(v)) &&
    opt(value.address, isAddress) &&
    opt(value.caipAddress, isCaipAddress) &&
    opt(value.accounts, (v) => Array.isArray(v) && v.length < 5 && v.every(isCaipAddress)) &&
    opt(value.chainId, (v) => Number.isSafeInteger(v) && (v as number) > 0) &&
    opt(
      value.caipNetworkId,
      (v) => typeof v === 'string' && /^(eip155|solana|bip122|near):[-_a-zA-Z0-9]{1,32}$/.test(v),
    ) &&
    opt(
      value.connector,
      (v) => isObj(v) && isStr(v.id, 200, 0) && isStr(v.name, 100, 0) && isStr(v.type, 20, 0),
    ) &&
    opt(value.siwx, (v) => isObj(v) && isStr(v.message, 4000) && isStr(v.signature, 20_000))
  )
}

const payloadChecks: Record<FrameToHostRequest['type'], (payload: Obj) => boolean> = {
  setVisible: (p) => typeof p.visible === 'boolean',
  emit: (p) => events.includes(p.event as string) && 'data' in p,
  state: (p) => isLatchState(p.state),
  'injected.request': (p) => isStr(p.uuid, 100) && isStr(p.method, 100) && isParams(p.params),
  'mirror.set': (p) => mirrorKeys.includes(p.key as string) && (p.value === null || isStr(p.value, 2e5, 0)),
}

const isEnvelope = (value: unknown): value is Obj =>
  isObj(value) && value.v === protocolVersion && isStr(value.id, 64) && typeof value.type === 'string'

/**
 * Whether a value is a valid frame → host request.
 *
 * @example
 * if (!isFrameToHostRequest(message)) return errorReply(message)
 */
export function isFrameToHostRequest(value: unknown): value is FrameToHostRequest {
  if (!isEnvelope(value) || !isObj(value.payload)) return false
  // Own keys only: a type such as 'toString' must not reach Object.prototype.
  if (!Object.hasOwn(payloadChecks, value.type as string)) return false
  return payloadChecks[value.type as FrameToHostRequest['type']](value.payload)
}

/**
 * Whether a value is a protocol error object.
 *
 * @example
 * isProtocolError({ code: 4001, message: 'User rejected the request.' }) // true
 */
export function isProtocolError(value: unknown): value is ProtocolError {
  return isObj(value) && Number.isSafeInteger(value.code) && isStr(value.message, 2000, 0)
}

/**
 * The deepest nesting of objects and arrays a message may have. Chromium clones a message nested a
 * few thousand deep and sends it, but the frame's process never receives it (no message, no
 * messageerror): a call carrying one would wait forever, so neither side sends one.
 */
export const maxMessageDepth = 100

/**
 * Whether a value nests objects and arrays no deeper than `max` levels (Map and Set contents are not
 * looked into). The walk stops at `max`, so a value nested 100,000 deep costs no more than one at `max`.
 *
 * @example
 * isShallow({ a: [1] }) // true
 * isShallow(JSON.parse('['.repeat(500) + ']'.repeat(500))) // false
 */
export function isShallow(value: unknown, max = maxMessageDepth): boolean {
  if (typeof value !== 'object' || value === null) return true
  if (max < 1) return false
  for (const key in value) if (!isShallow((value as Obj)[key], max - 1)) return false
  return true
}

/** A reply to a host → frame request, as the SDK sees it before looking into the payload. */
export type HostReply<T extends HostToFrameType> =
  | { ok: true; payload: ResultOf<T> }
  | { ok: false; error: ProtocolError }

/**
 * Whether a value is a well-formed reply to the request with this type and id. The payload of
 * a success is checked by the caller for the few fields it reads.
 *
 * @example
 * if (!isReplyTo(reply, 'open', id)) throw new ProviderDisconnectedError()
 */
export function isReplyTo<T extends HostToFrameType>(
  value: unknown,
  type: T,
  id: string,
): value is HostReply<T> {
  if (!isEnvelope(value) || value.type !== type || value.id !== id) return false
  return value.ok === true ? isObj(value.payload) : value.ok === false && isProtocolError(value.error)
}
