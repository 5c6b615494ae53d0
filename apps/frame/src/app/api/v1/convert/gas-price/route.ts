import { nextApiRoute } from '@/server/api/nextApiRoute'
import { convertGasPriceRoute } from '@/server/swap/convertGasPriceRoute'

const route = nextApiRoute(convertGasPriceRoute)
export const GET = route.handle
export const OPTIONS = route.preflight
