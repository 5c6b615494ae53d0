import { nextApiRoute } from '@/server/api/nextApiRoute'
import { bitcoinBroadcastRoute } from '@/server/bitcoin/bitcoinBroadcastRoute'

const route = nextApiRoute(bitcoinBroadcastRoute)
export const POST = route.handle
export const OPTIONS = route.preflight
