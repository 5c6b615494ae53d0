import { nextApiRoute } from '@/server/api/nextApiRoute'
import { refreshRoute } from '@/server/embedded/refreshRoute'

const route = nextApiRoute(refreshRoute)
export const POST = route.handle
export const OPTIONS = route.preflight
