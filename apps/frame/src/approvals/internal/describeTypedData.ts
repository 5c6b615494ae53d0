import { type Address, getAddress, isAddress, type TypedDataDomain, validateTypedData } from 'viem'
import type { ApprovalWarning } from '../ApprovalWarning'
import { UnreadableRequestError } from '../UnreadableRequestError'
import type { ApprovalChain } from './approvalTypes'

/** One field of typed data: a value as text, or the fields of a struct or the items of an array. */
export type TreeNode = { key: string; value: string } | { key: string; children: TreeNode[] }

export type DescribedTypedData = {
  account: Address
  primaryType: string
  /** The domain's fields, in EIP-712's order. */
  domain: TreeNode[]
  /** The message as its types define it: fields its types do not name are not signed, so not shown. */
  message: TreeNode[]
  /** True when the tree was cut at its depth or size bound; the view says that more is signed than shown. */
  truncated: boolean
  warnings: ApprovalWarning[]
}

/** Bounds on what is shown, so that a hostile request cannot hang or flood the view. */
export const typedDataBounds = { maxDepth: 8, maxNodes: 500, maxValueLength: 1_000, maxJsonLength: 1_000_000 }

type Field = { name: string; type: string }
type Types = Record<string, readonly Field[]>

const domainFields = ['name', 'version', 'chainId', 'verifyingContract', 'salt'] as const

/**
 * eth_signTypedData_v4's parameters: the account and the typed data, as JSON (or an object, as some dapps send).
 *
 * @example
 * readTypedData([account, JSON.stringify(permit)], chain) // { primaryType: 'Permit', domain: [...], message: [...], … }
 */
export function readTypedData(params: readonly unknown[], chain: ApprovalChain): DescribedTypedData {
  const [account, raw] = params
  if (typeof account !== 'string' || !isAddress(account, { strict: false }))
    throw new UnreadableRequestError('eth_signTypedData_v4 names no account')
  const parsed = parseJson(raw)
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new UnreadableRequestError('The typed data is not an object')
  const { types, primaryType, domain, message } = parsed as Record<string, unknown>
  if (!isRecord(types) || typeof primaryType !== 'string' || !isRecord(message))
    throw new UnreadableRequestError('The typed data needs types, a primaryType and a message')
  if (domain !== undefined && !isRecord(domain))
    throw new UnreadableRequestError('The typed data domain is not an object')
  if (!Object.values(types).every(isFieldList))
    throw new UnreadableRequestError('The typed data types are malformed')
  const checkedTypes = types as Types
  if (primaryType !== 'EIP712Domain' && !checkedTypes[primaryType])
    throw new UnreadableRequestError(`The typed data has no type ${primaryType}`)
  try {
    // The same check viem makes before signing: each value fits its declared type.
    validateTypedData({
      domain: (domain ?? {}) as TypedDataDomain,
      types: checkedTypes,
      primaryType,
      message,
    } as Parameters<typeof validateTypedData>[0])
  } catch (error) {
    const reason =
      error instanceof Error ? ((error as { shortMessage?: string }).shortMessage ?? error.message) : ''
    throw new UnreadableRequestError(`The typed data does not match its types${reason ? `: ${reason}` : ''}`)
  }

  const budget = { nodes: 0, truncated: false }
  const domainNodes = domainFields.flatMap((key) =>
    domain?.[key] === undefined ? [] : [{ key, value: clip(String(domain[key]), budget) }],
  )
  const messageNodes =
    primaryType === 'EIP712Domain' ? [] : structNodes(message, primaryType, checkedTypes, 1, budget)
  const warnings: ApprovalWarning[] = []
  const domainChain = domain?.chainId
  if (domainChain !== undefined && !sameChain(domainChain, chain.id))
    warnings.push({
      code: 'otherChain',
      of: 'signature',
      requested: String(domainChain),
      chain: { name: chain.name, id: chain.id },
    })
  return {
    account: getAddress(account),
    primaryType,
    domain: domainNodes,
    message: messageNodes,
    truncated: budget.truncated,
    warnings,
  }
}

function parseJson(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw
  if (raw.length > typedDataBounds.maxJsonLength)
    throw new UnreadableRequestError('The typed data is too large')
  try {
    return JSON.parse(raw)
  } catch {
    throw new UnreadableRequestError('The typed data is not valid JSON')
  }
}

type Budget = { nodes: number; truncated: boolean }

function structNodes(
  value: Record<string, unknown>,
  type: string,
  types: Types,
  depth: number,
  budget: Budget,
) {
  const nodes: TreeNode[] = []
  for (const field of types[type] ?? []) {
    const node = fieldNode(field.name, field.type, value[field.name], types, depth, budget)
    if (!node) break
    nodes.push(node)
  }
  return nodes
}

function fieldNode(
  key: string,
  type: string,
  value: unknown,
  types: Types,
  depth: number,
  budget: Budget,
): TreeNode | undefined {
  if (budget.nodes >= typedDataBounds.maxNodes) {
    budget.truncated = true
    return undefined
  }
  budget.nodes += 1
  const array = /^(.*)\[\d*\]$/.exec(type)
  const isStruct = Boolean(types[type])
  if (array || isStruct) {
    if (depth >= typedDataBounds.maxDepth) {
      budget.truncated = true
      return { key, value: '…' }
    }
    const children: TreeNode[] = []
    if (array && Array.isArray(value)) {
      const itemType = array[1] ?? ''
      for (const [index, item] of value.entries()) {
        const node = fieldNode(String(index), itemType, item, types, depth + 1, budget)
        if (!node) break
        children.push(node)
      }
    } else if (isStruct && isRecord(value))
      children.push(...structNodes(value, type, types, depth + 1, budget))
    return { key, children }
  }
  return { key, value: clip(scalarText(value), budget) }
}

function scalarText(value: unknown): string {
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean')
    return String(value)
  if (value === null || value === undefined) return ''
  return JSON.stringify(value)
}

function clip(text: string, budget: Budget): string {
  if (text.length <= typedDataBounds.maxValueLength) return text
  budget.truncated = true
  return `${text.slice(0, typedDataBounds.maxValueLength)}…`
}

// The domain's chainId may be a number, a decimal string or a hex string (all sign the same uint256).
function sameChain(value: unknown, id: number): boolean {
  try {
    return (
      (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint') &&
      BigInt(value) === BigInt(id)
    )
  } catch {
    return false
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isFieldList(value: unknown): value is Field[] {
  return (
    Array.isArray(value) &&
    value.every(
      (field) => isRecord(field) && typeof field.name === 'string' && typeof field.type === 'string',
    )
  )
}
