import { nextApiRoute } from '@/server/api/nextApiRoute'
import { loginRemoveRoute } from '@/server/embedded/loginsRoutes'

const route = nextApiRoute(loginRemoveRoute)
export const POST = route.handle
export const OPTIONS = route.preflight
