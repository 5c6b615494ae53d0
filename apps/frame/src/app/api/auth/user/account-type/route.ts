import { nextApiRoute } from '@/server/api/nextApiRoute'
import { userAccountTypeRoute } from '@/server/embedded/userAccountTypeRoute'

const route = nextApiRoute(userAccountTypeRoute)
export const POST = route.handle
export const OPTIONS = route.preflight
