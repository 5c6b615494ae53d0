import { nextApiRoute } from '@/server/api/nextApiRoute'
import { bitcoinUtxoRoute } from '@/server/bitcoin/bitcoinUtxoRoute'

const route = nextApiRoute(bitcoinUtxoRoute)
export const GET = route.handle
export const OPTIONS = route.preflight
