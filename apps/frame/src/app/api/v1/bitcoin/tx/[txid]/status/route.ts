import { nextApiRoute } from '@/server/api/nextApiRoute'
import { bitcoinTxStatusRoute } from '@/server/bitcoin/bitcoinTxStatusRoute'

const route = nextApiRoute(bitcoinTxStatusRoute)
export const GET = route.handle
export const OPTIONS = route.preflight
