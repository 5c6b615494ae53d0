import { nextApiRoute } from '@/server/api/nextApiRoute'
import { loginsRoute } from '@/server/embedded/loginsRoutes'

const route = nextApiRoute(loginsRoute)
export const GET = route.handle
export const OPTIONS = route.preflight
