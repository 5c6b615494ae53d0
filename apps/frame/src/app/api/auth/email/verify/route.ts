import { nextApiRoute } from '@/server/api/nextApiRoute'
import { emailVerifyRoute } from '@/server/embedded/emailVerifyRoute'

const route = nextApiRoute(emailVerifyRoute)
export const POST = route.handle
export const OPTIONS = route.preflight
