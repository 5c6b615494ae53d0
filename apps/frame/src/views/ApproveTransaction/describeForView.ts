import {
  type DescribeRequestInput,
  describeRequest,
  type RequestDescription,
} from '@/approvals/describeRequest'

/**
 * describeRequest's answer as ApproveTransaction keeps it: the description, or why the request
 * cannot be read (then it may only be refused).
 *
 * @example
 * describeForView({ method: 'eth_sign', params: [], chain, knownTokens: [], routers: [] })
 * // { unreadable: 'eth_sign is not a signing request ApproveTransaction describes' }
 */
export function describeForView(input: DescribeRequestInput): {
  description?: RequestDescription
  unreadable?: string
} {
  try {
    return { description: describeRequest(input) }
  } catch (error) {
    return { unreadable: error instanceof Error ? error.message : String(error) }
  }
}
