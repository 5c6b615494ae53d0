import { chainNamespaces, themeModes, viewNames } from '@latch/shared-types'
import { viewNamePattern } from '../viewNamePattern'
import * as z from '../z'

/** A 0x-prefixed hex string (possibly empty data, `0x`). */
export const Hex = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/, 'expected 0x-prefixed hex'))
export type Hex = `0x${string}`

/** A 20-byte EVM address. */
export const Address = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/, 'expected a 20-byte 0x address'))
export type Address = `0x${string}`

/** A chain namespace of docs/behaviour.md#entities. */
export const ChainNamespace = z.enum(chainNamespaces)
export type ChainNamespace = z.infer<typeof ChainNamespace>

/** A CAIP-2 network id such as `eip155:31337`. */
export const CaipNetworkId = z
  .string()
  .check(z.regex(/^(eip155|solana|bip122|near):[-_a-zA-Z0-9]{1,32}$/, 'expected a CAIP-2 id'))
export type CaipNetworkId = z.infer<typeof CaipNetworkId>

/** A CAIP-10 account id such as `eip155:31337:0xabc…`. */
export const CaipAddress = z
  .string()
  .check(z.regex(/^(eip155|solana|bip122|near):[-_a-zA-Z0-9]{1,32}:[-.%a-zA-Z0-9]{1,128}$/))
export type CaipAddress = z.infer<typeof CaipAddress>

/**
 * One view of the modal's view stack; a name the frame does not have is refused by name. Only a
 * string is quoted, cut to 64 characters: any other value (a host may send an object nested thousands
 * deep) is named by its type, so the message stays short and building it cannot overflow the stack.
 */
export const ViewName = z.enum(viewNames, {
  error: ({ input }) =>
    `Unknown view ${typeof input === 'string' ? JSON.stringify(input.slice(0, 64)) : typeof input}: the modal has ${viewNames.join(', ')}`,
})
export type ViewName = z.infer<typeof ViewName>

/**
 * A view as the frame reports it to the host: checked by its shape only, so that the SDK carries no
 * list of views and a view added to the frame reaches hosts running an older SDK. What the host asks
 * to open is checked against the list (ViewName).
 */
export const ReportedViewName = z.custom<ViewName>(
  (value) => typeof value === 'string' && viewNamePattern.test(value),
  'expected a view name',
)

/** The modal's colour scheme. */
export const ThemeMode = z.enum(themeModes)
export type ThemeMode = z.infer<typeof ThemeMode>

/** Correlates a reply with its request. */
export const MessageId = z.string().check(z.minLength(1), z.maxLength(64))
export type MessageId = z.infer<typeof MessageId>

/** The error a reply carries: an EIP-1193 / JSON-RPC code and a message. */
export const ProtocolError = z.object({
  code: z.number().check(z.int()),
  message: z.string().check(z.maxLength(2000)),
  data: z.optional(z.unknown()),
})
export type ProtocolError = z.infer<typeof ProtocolError>
