import { nextApiRoute } from '@/server/api/nextApiRoute'
import { siwxRevokeRoute } from '@/server/siwx/siwxRevokeRoute'

const route = nextApiRoute(siwxRevokeRoute)
export const POST = route.handle
export const OPTIONS = route.preflight
