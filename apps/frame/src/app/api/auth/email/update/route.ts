import { nextApiRoute } from '@/server/api/nextApiRoute'
import { emailUpdateRoute } from '@/server/embedded/emailUpdateRoutes'

const route = nextApiRoute(emailUpdateRoute)
export const POST = route.handle
export const OPTIONS = route.preflight
