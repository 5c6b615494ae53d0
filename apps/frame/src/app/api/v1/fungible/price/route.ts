import { nextApiRoute } from '@/server/api/nextApiRoute'
import { fungiblePriceRoute } from '@/server/blockchain/fungiblePriceRoute'

const route = nextApiRoute(fungiblePriceRoute)
export const POST = route.handle
export const OPTIONS = route.preflight
