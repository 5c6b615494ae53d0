import { nextApiRoute } from '@/server/api/nextApiRoute'
import { balanceRoute } from '@/server/blockchain/balanceRoute'

const route = nextApiRoute(balanceRoute)
export const GET = route.handle
export const OPTIONS = route.preflight
