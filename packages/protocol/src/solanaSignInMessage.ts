/**
 * The fields of a Sign-In With Solana message (docs/namespaces.md#sign-in-with-solana): CAIP-122's template with
 * Solana's wording, as Solana wallets show it. `chainId` is the cluster's CAIP-2 reference
 * (`localnet`, or a genesis hash's first 32 characters); dates are ISO 8601.
 */
export type SolanaSignInFields = {
  domain: string
  address: string
  statement?: string | undefined
  uri: string
  version: '1'
  chainId: string
  nonce: string
  issuedAt: string
  expirationTime?: string | undefined
  notBefore?: string | undefined
  requestId?: string | undefined
  resources?: readonly string[] | undefined
}

const header = ' wants you to sign in with your Solana account:'
const base58Address = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/
const isoDate = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,3})?Z$/
// One line each, with nothing a reader would take for another field or line.
const oneLine = /^[^\r\n]+$/
const uriPattern = /^[a-zA-Z][a-zA-Z0-9+.-]*:\S+$/

/**
 * The message text of `fields`, one field per line in the template's order. Throws on a field that
 * would make the text say something else than the fields (a line break, an address that is not
 * base58, a date that is not ISO 8601), so that what the wallet shows is what the server reads.
 *
 * @example
 * createSolanaSignInMessage({ domain: 'localhost:5173', address, uri: 'http://localhost:5173',
 *   version: '1', chainId: 'localnet', nonce, issuedAt: new Date().toISOString() })
 */
export function createSolanaSignInMessage(fields: SolanaSignInFields): string {
  const problem = fieldProblem(fields)
  if (problem) throw new Error(`Invalid Sign-In With Solana message: ${problem}`)
  const lines = [`${fields.domain}${header}`, fields.address]
  if (fields.statement !== undefined) lines.push('', fields.statement)
  lines.push('', `URI: ${fields.uri}`, `Version: ${fields.version}`, `Chain ID: ${fields.chainId}`)
  lines.push(`Nonce: ${fields.nonce}`, `Issued At: ${fields.issuedAt}`)
  if (fields.expirationTime !== undefined) lines.push(`Expiration Time: ${fields.expirationTime}`)
  if (fields.notBefore !== undefined) lines.push(`Not Before: ${fields.notBefore}`)
  if (fields.requestId !== undefined) lines.push(`Request ID: ${fields.requestId}`)
  if (fields.resources?.length) lines.push('Resources:', ...fields.resources.map((r) => `- ${r}`))
  return lines.join('\n')
}

/**
 * The fields of `text` when it is a Sign-In With Solana message exactly as createSolanaSignInMessage
 * writes one, else undefined: the canonical form alone, so that the stored text says nothing its
 * fields don't.
 *
 * @example
 * parseSolanaSignInMessage(text)?.address // '4AFA…'
 */
export function parseSolanaSignInMessage(text: string): SolanaSignInFields | undefined {
  const lines = text.split('\n')
  const first = lines[0] ?? ''
  if (!first.endsWith(header)) return undefined
  const fields: Partial<SolanaSignInFields> & { resources?: string[] } = {
    domain: first.slice(0, -header.length),
    address: lines[1] ?? '',
  }
  let index = 2
  // A statement sits between two empty lines; without one the fields follow the first empty line.
  if (lines[index] === '' && lines[index + 1] !== undefined && !lines[index + 1]?.startsWith('URI: ')) {
    fields.statement = lines[index + 1]
    index += 2
  }
  if (lines[index] !== '') return undefined
  index += 1
  const keys = {
    'URI: ': 'uri',
    'Version: ': 'version',
    'Chain ID: ': 'chainId',
    'Nonce: ': 'nonce',
    'Issued At: ': 'issuedAt',
    'Expiration Time: ': 'expirationTime',
    'Not Before: ': 'notBefore',
    'Request ID: ': 'requestId',
  } as const
  for (; index < lines.length; index += 1) {
    const line = lines[index] ?? ''
    if (line === 'Resources:') {
      fields.resources = lines.slice(index + 1).map((resource) => resource.slice(2))
      break
    }
    const prefix = (Object.keys(keys) as (keyof typeof keys)[]).find((key) => line.startsWith(key))
    if (!prefix) return undefined
    ;(fields as Record<string, string>)[keys[prefix]] = line.slice(prefix.length)
  }
  const { uri, version, chainId, nonce, issuedAt } = fields
  if (!uri || version !== '1' || !chainId || !nonce || !issuedAt) return undefined
  const parsed = fields as SolanaSignInFields
  try {
    return createSolanaSignInMessage(parsed) === text ? parsed : undefined
  } catch {
    return undefined
  }
}

function fieldProblem(fields: SolanaSignInFields): string | undefined {
  if (!/^[^\s/?#]+$/.test(fields.domain)) return 'domain must be a host[:port]'
  if (!base58Address.test(fields.address)) return 'address must be a base58 Solana address'
  if (fields.statement !== undefined && !oneLine.test(fields.statement))
    return 'statement must be one line of text'
  if (fields.version !== '1') return "version must be '1'"
  if (!/^[-_a-zA-Z0-9]{1,32}$/.test(fields.chainId)) return 'chainId must be a CAIP-2 reference'
  if (!/^[a-zA-Z0-9]{8,}$/.test(fields.nonce)) return 'nonce must be at least 8 letters or digits'
  for (const [name, value] of [
    ['uri', fields.uri],
    ...(fields.resources ?? []).map((resource) => ['resources', resource] as const),
  ] as const)
    if (!uriPattern.test(value)) return `${name} must be a URI`
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
