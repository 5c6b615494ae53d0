import { nextApiRoute } from '@/server/api/nextApiRoute'
import { totpEnableRoute } from '@/server/embedded/totpRoutes'

const route = nextApiRoute(totpEnableRoute)
export const POST = route.handle
export const OPTIONS = route.preflight
