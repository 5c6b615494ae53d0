import { nextApiRoute } from '@/server/api/nextApiRoute'
import { totpDisableRoute } from '@/server/embedded/totpRoutes'

const route = nextApiRoute(totpDisableRoute)
export const POST = route.handle
export const OPTIONS = route.preflight
