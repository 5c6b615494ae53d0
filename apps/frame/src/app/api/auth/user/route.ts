import { nextApiRoute } from '@/server/api/nextApiRoute'
import { userRoute } from '@/server/embedded/userRoute'

const route = nextApiRoute(userRoute)
export const GET = route.handle
export const OPTIONS = route.preflight
