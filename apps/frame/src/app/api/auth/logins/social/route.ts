import { nextApiRoute } from '@/server/api/nextApiRoute'
import { socialLinkRoute } from '@/server/embedded/socialRoutes'

const route = nextApiRoute(socialLinkRoute)
export const POST = route.handle
export const OPTIONS = route.preflight
