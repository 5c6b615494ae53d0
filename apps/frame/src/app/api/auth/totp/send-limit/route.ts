import { nextApiRoute } from '@/server/api/nextApiRoute'
import { totpSendLimitRoute } from '@/server/embedded/totpRoutes'

const route = nextApiRoute(totpSendLimitRoute)
export const POST = route.handle
export const OPTIONS = route.preflight
