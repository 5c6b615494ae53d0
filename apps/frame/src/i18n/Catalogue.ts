/** A compiled message: its parameters in, the text in the visitor's language out. */
// biome-ignore lint/suspicious/noExplicitAny: each message takes its own parameters, typed by its room's declarations
export type MessageFunction = (params?: any) => string

/** One language's messages by room and key, as scripts/compileMessages.mjs compiles them. */
export type Catalogue = Record<string, Record<string, MessageFunction>>
