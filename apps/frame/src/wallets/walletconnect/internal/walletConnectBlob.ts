const version = 1
const storedPrefix = 'latch'
/** Messages kept per topic, by which WalletConnect drops one the relay hands over twice. */
const messagesKeptPerTopic = 5
const messageCharsKeptPerTopic = 16_000

/** Every WalletConnect key, by the SDK's own name, with its value as JSON text. */
type WalletConnectEntries = ReadonlyMap<string, string>

/**
 * The entries of a stored blob, under the keys of a core with `storagePrefix`; a blob that is
 * missing, not JSON or not of this shape gives no entries (a fresh start).
 */
function decode(blob: string | null, storagePrefix: string): Map<string, string> {
  const entries = new Map<string, string>()
  if (blob === null) return entries
  let parsed: unknown
  try {
    parsed = JSON.parse(blob)
  } catch {
    return entries
  }
  if (typeof parsed !== 'object' || parsed === null) return entries
  const { v, entries: stored } = parsed as { v?: unknown; entries?: unknown }
  if (v !== version || typeof stored !== 'object' || stored === null || Array.isArray(stored)) return entries
  for (const [key, value] of Object.entries(stored)) {
    entries.set(key.replace(marker(storedPrefix), marker(storagePrefix)), JSON.stringify(value))
  }
  return entries
}

/**
 * The blob to store for these entries, or undefined when there is no session to keep: a pairing
 * in progress does not survive a reload anyway, so nothing is stored until a wallet approves, and
 * the blob goes once the session does. What WalletConnect never reads back is left out (see
 * `trim`), so the blob stays a few kilobytes however long the session lives.
 */
function encode(entries: WalletConnectEntries, storagePrefix: string): string | undefined {
  if (!hasSession(entries)) return undefined
  const parts: string[] = []
  for (const [key, json] of entries) {
    parts.push(
      `${JSON.stringify(key.replace(marker(storagePrefix), marker(storedPrefix)))}:${trim(key, json)}`,
    )
  }
  return `{"v":${version},"entries":{${parts.join(',')}}}`
}

const marker = (prefix: string) => `:${prefix}//`

function hasSession(entries: WalletConnectEntries): boolean {
  for (const [key, json] of entries) {
    if (!key.startsWith('wc@2:client:') || !key.endsWith('//session')) continue
    const sessions: unknown = JSON.parse(json)
    return Array.isArray(sessions) && sessions.length > 0
  }
  return false
}

function trim(key: string, json: string): string {
  if (key.endsWith('//history')) {
    const records: unknown = JSON.parse(json)
    return Array.isArray(records) ? JSON.stringify(records.filter(stillAwaited)) : json
  }
  if (key.endsWith('//messages')) {
    const byTopic: unknown = JSON.parse(json)
    if (typeof byTopic !== 'object' || byTopic === null) return json
    return JSON.stringify(
      Object.fromEntries(
        Object.entries(byTopic).map(([topic, messages]) => [topic, latestMessages(messages)]),
      ),
    )
  }
  return json
}

// The JSON-RPC history keeps every request for 30 days. After a reload only the dapp's own requests
// still waiting for an answer matter (the answer may yet come); answered ones, and the wallet's
// events, which the dapp never answers, would make it grow with every request and event.
const walletRequests = new Set(['wc_sessionEvent', 'wc_sessionUpdate', 'wc_sessionSettle'])

function stillAwaited(record: unknown): boolean {
  if (typeof record !== 'object' || record === null) return false
  const { response, request } = record as { response?: unknown; request?: { method?: unknown } }
  return response === undefined && !walletRequests.has(String(request?.method))
}

// Every message of a topic is kept to recognise one the relay hands over twice, for as long as the
// topic lives. After a reload the relay only hands over what this client has not acknowledged,
// which is among the latest; older ones are dead weight, and so is one too large for the blob.
function latestMessages(messages: unknown): unknown {
  if (typeof messages !== 'object' || messages === null) return messages
  const kept: [string, unknown][] = []
  let size = 0
  for (const [hash, message] of Object.entries(messages).reverse()) {
    size += String(message).length
    if (kept.length === messagesKeptPerTopic || size > messageCharsKeptPerTopic) break
    kept.unshift([hash, message])
  }
  return Object.fromEntries(kept)
}

/**
 * The stored form of WalletConnect's key-value storage: one JSON string holding every key, with
 * values written as they are. Keys are stored with a fixed storage prefix: each connector gives its
 * WalletConnect core a prefix of its own (cores are shared process-wide by prefix), and a reload
 * must still find what the previous page stored.
 *
 * @example
 * const entries = walletConnectBlob.decode(await storage.get(), 'latch-1')
 * const blob = walletConnectBlob.encode(entries, 'latch-1') // undefined without a session
 */
export const walletConnectBlob = { decode, encode }
