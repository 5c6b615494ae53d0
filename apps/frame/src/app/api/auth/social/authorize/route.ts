import { nextApiRoute } from '@/server/api/nextApiRoute'
import { socialAuthorizeRoute } from '@/server/embedded/socialRoutes'

const route = nextApiRoute(socialAuthorizeRoute)
export const POST = route.handle
export const OPTIONS = route.preflight
