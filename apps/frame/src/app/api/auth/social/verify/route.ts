import { nextApiRoute } from '@/server/api/nextApiRoute'
import { socialVerifyRoute } from '@/server/embedded/socialRoutes'

const route = nextApiRoute(socialVerifyRoute)
export const POST = route.handle
export const OPTIONS = route.preflight
