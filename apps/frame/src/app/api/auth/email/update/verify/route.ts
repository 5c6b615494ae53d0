import { nextApiRoute } from '@/server/api/nextApiRoute'
import { emailUpdateVerifyRoute } from '@/server/embedded/emailUpdateRoutes'

const route = nextApiRoute(emailUpdateVerifyRoute)
export const POST = route.handle
export const OPTIONS = route.preflight
