import { nextApiRoute } from '@/server/api/nextApiRoute'
import { totpSetupRoute } from '@/server/embedded/totpRoutes'

const route = nextApiRoute(totpSetupRoute)
export const POST = route.handle
export const OPTIONS = route.preflight
