import { nextApiRoute } from '@/server/api/nextApiRoute'
import { totpStatusRoute } from '@/server/embedded/totpRoutes'

const route = nextApiRoute(totpStatusRoute)
export const GET = route.handle
export const OPTIONS = route.preflight
