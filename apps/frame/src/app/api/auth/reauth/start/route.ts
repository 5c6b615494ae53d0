import { nextApiRoute } from '@/server/api/nextApiRoute'
import { reauthStartRoute } from '@/server/embedded/reauthRoutes'

const route = nextApiRoute(reauthStartRoute)
export const POST = route.handle
export const OPTIONS = route.preflight
