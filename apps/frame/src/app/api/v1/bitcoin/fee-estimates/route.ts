import { nextApiRoute } from '@/server/api/nextApiRoute'
import { bitcoinFeeEstimatesRoute } from '@/server/bitcoin/bitcoinFeeEstimatesRoute'

const route = nextApiRoute(bitcoinFeeEstimatesRoute)
export const GET = route.handle
export const OPTIONS = route.preflight
