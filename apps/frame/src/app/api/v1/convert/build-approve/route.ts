import { nextApiRoute } from '@/server/api/nextApiRoute'
import { buildApproveRoute } from '@/server/swap/buildApproveRoute'

const route = nextApiRoute(buildApproveRoute)
export const GET = route.handle
export const OPTIONS = route.preflight
