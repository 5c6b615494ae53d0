import { nextApiRoute } from '@/server/api/nextApiRoute'
import { buildTransactionRoute } from '@/server/swap/buildTransactionRoute'

const route = nextApiRoute(buildTransactionRoute)
export const POST = route.handle
export const OPTIONS = route.preflight
