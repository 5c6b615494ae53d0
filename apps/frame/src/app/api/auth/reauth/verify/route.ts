import { nextApiRoute } from '@/server/api/nextApiRoute'
import { reauthVerifyRoute } from '@/server/embedded/reauthRoutes'

const route = nextApiRoute(reauthVerifyRoute)
export const POST = route.handle
export const OPTIONS = route.preflight
