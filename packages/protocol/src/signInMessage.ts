import { nearAccountIdPattern } from './nearAccountIdPattern'

/**
 * The fields of a CAIP-122 sign-in message of a Solana, Bitcoin or NEAR account (Sign-In With Solana,
 * and its Bitcoin and NEAR twins: docs/namespaces.md#sign-in-with-solana): CAIP-122's template with
 * the chain's wording, as its wallets show it. Only `domain` and `address` are always there; Latch's own sign-ins
 * have `uri`, `version`, `chainId` (the network's CAIP-2 reference: `localnet`, or a genesis hash's
 * first 32 characters), `nonce` and `issuedAt` too. Dates are ISO 8601.
 */
export type SignInMessageFields = {
  domain: string
  address: string
  statement?: string | undefined
  uri?: string | undefined
  version?: '1' | undefined
  chainId?: string | undefined
  nonce?: string | undefined
  issuedAt?: string | undefined
  expirationTime?: string | undefined
  notBefore?: string | undefined
  requestId?: string | undefined
  resources?: readonly string[] | undefined
}

/** How each namespace's sign-in names its chain, and what its addresses look like. */
const chains = {
  solana: { name: 'Solana', address: /^[1-9A-HJ-NP-Za-km-z]{32,44}$/, kind: 'a base58 Solana address' },
  // SegWit (bech32, lower case) or legacy (base58check); whether the checksum holds is the signature
  // check's to find out.
  bip122: {
    name: 'Bitcoin',
    address: /^(?:(?:bc|tb|bcrt)1[02-9ac-hj-np-z]{8,87}|[1-9A-HJ-NP-Za-km-z]{25,35})$/,
    kind: 'a Bitcoin address',
  },
  near: {
    name: 'NEAR',
    address: nearAccountIdPattern,
    kind: 'a NEAR account id',
  },
} as const

/** A namespace whose accounts sign in with CAIP-122's template. */
export type SignInNamespace = keyof typeof chains

const headerOf = (namespace: SignInNamespace) =>
  ` wants you to sign in with your ${chains[namespace].name} account:`
const isoDate = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?(?:Z|[+-]\d{2}:\d{2})$/
// One line each, with nothing a reader would take for another field or line.
const oneLine = /^[^\r\n]+$/
const uriPattern = /^[a-zA-Z][a-zA-Z0-9+.-]*:\S+$/
// Each field's line prefix, in the order the template writes them.
const labels = {
  uri: 'URI: ',
  version: 'Version: ',
  chainId: 'Chain ID: ',
  nonce: 'Nonce: ',
  issuedAt: 'Issued At: ',
  expirationTime: 'Expiration Time: ',
  notBefore: 'Not Before: ',
  requestId: 'Request ID: ',
} as const
type Labelled = keyof typeof labels

/**
 * The message text of `fields` for an account of `namespace`: the header and address, the statement
 * after an empty line, then the fields given, one per line in the template's order (none left out is
 * written). Throws on a field that would make the text say something else than the fields (a line
 * break, an address not of the chain's form, a date that is not ISO 8601), so that what the wallet
 * shows is what is verified.
 *
 * @example
 * createSignInMessage('solana', { domain: 'localhost:5173', address, uri: 'http://localhost:5173',
 *   version: '1', chainId: 'localnet', nonce, issuedAt: new Date().toISOString() })
 */
export function createSignInMessage(namespace: SignInNamespace, fields: SignInMessageFields): string {
  const problem = fieldProblem(namespace, fields)
  if (problem) throw new Error(`Invalid Sign-In With ${chains[namespace].name} message: ${problem}`)
  let text = `${fields.domain}${headerOf(namespace)}\n${fields.address}`
  if (fields.statement !== undefined) text += `\n\n${fields.statement}`
  const lines: string[] = []
  for (const key of Object.keys(labels) as Labelled[])
    if (fields[key] !== undefined) lines.push(`${labels[key]}${fields[key]}`)
  if (fields.resources?.length) lines.push('Resources:', ...fields.resources.map((r) => `- ${r}`))
  if (lines.length) text += `\n\n${lines.join('\n')}`
  return text
}

/**
 * The fields of `text` when it is a sign-in message of a `namespace` account exactly as
 * createSignInMessage writes one, else undefined: the canonical form alone, so that the text says
 * nothing its fields don't.
 *
 * @example
 * parseSignInMessage('solana', text)?.address // '4AFA…'
 */
export function parseSignInMessage(
  namespace: SignInNamespace,
  text: string,
): SignInMessageFields | undefined {
  const header = headerOf(namespace)
  const lines = text.split('\n')
  const first = lines[0] ?? ''
  if (!first.endsWith(header)) return undefined
  const fields: SignInMessageFields = { domain: first.slice(0, -header.length), address: lines[1] ?? '' }
  const isField = (line: string | undefined) =>
    line === 'Resources:' || Object.values(labels).some((label) => line?.startsWith(label))
  let index = 3
  // After the address and an empty line: the statement (then another empty line), or the fields.
  if (lines.length > 3 && !isField(lines[3])) {
    fields.statement = lines[3]
    index = 5
  }
  for (; index < lines.length; index += 1) {
    const line = lines[index] ?? ''
    if (line === 'Resources:') {
      fields.resources = lines.slice(index + 1).map((resource) => resource.slice(2))
      break
    }
    const key = (Object.keys(labels) as Labelled[]).find((candidate) => line.startsWith(labels[candidate]))
    if (!key) return undefined
    ;(fields as Record<Labelled, string>)[key] = line.slice(labels[key].length)
  }
  try {
    return createSignInMessage(namespace, fields) === text ? fields : undefined
  } catch {
    return undefined
  }
}

/** A sign-in of Latch's: the fields CAIP-122 leaves optional that Latch always writes are there. */
export type LatchSignInFields = SignInMessageFields & {
  uri: string
  version: '1'
  chainId: string
  nonce: string
  issuedAt: string
}

/**
 * The fields of `text` when it is a sign-in message of a `namespace` account as Latch writes one
 * (parseSignInMessage) and names its page, network and nonce (`uri`, `chainId`, `nonce`, `issuedAt`
 * and version 1), which CAIP-122's template leaves optional; else undefined. The frame's server and
 * `verifySiwxSession` read sign-ins with it.
 *
 * @example
 * parseLatchSignIn('near', text)?.chainId // 'testnet'
 */
export function parseLatchSignIn(namespace: SignInNamespace, text: string): LatchSignInFields | undefined {
  const fields = parseSignInMessage(namespace, text)
  if (!fields?.uri || fields.version !== '1' || !fields.chainId || !fields.nonce || !fields.issuedAt)
    return undefined
  return fields as LatchSignInFields
}

function fieldProblem(namespace: SignInNamespace, fields: SignInMessageFields): string | undefined {
  if (!/^[^\s/?#]+$/.test(fields.domain)) return 'domain must be a host[:port]'
  if (!chains[namespace].address.test(fields.address)) return `address must be ${chains[namespace].kind}`
  if (fields.statement !== undefined && !oneLine.test(fields.statement))
    return 'statement must be one line of text'
  if (fields.version !== undefined && fields.version !== '1') return "version must be '1'"
  if (fields.chainId !== undefined && !/^[-_a-zA-Z0-9:]{1,64}$/.test(fields.chainId))
    return 'chainId must be a cluster name or CAIP-2 id'
  if (fields.nonce !== undefined && !/^[a-zA-Z0-9]{8,}$/.test(fields.nonce))
    return 'nonce must be at least 8 letters or digits'
  for (const [name, value] of [
    ['uri', fields.uri],
    ...(fields.resources ?? []).map((resource) => ['resources', resource] as const),
  ] as const)
    if (value !== undefined && !uriPattern.test(value)) return `${name} must be a URI`
  if (fields.requestId !== undefined && !oneLine.test(fields.requestId)) return 'requestId must be one line'
  for (const [name, value] of [
    ['issuedAt', fields.issuedAt],
    ['expirationTime', fields.expirationTime],
    ['notBefore', fields.notBefore],
  ] as const)
    if (value !== undefined && !(isoDate.test(value) && !Number.isNaN(Date.parse(value))))
      return `${name} must be an ISO 8601 date`
  return undefined
}
