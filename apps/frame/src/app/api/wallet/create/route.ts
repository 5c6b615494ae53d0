import { nextApiRoute } from '@/server/api/nextApiRoute'
import { walletCreateRoute } from '@/server/embedded/walletRoutes'

const route = nextApiRoute(walletCreateRoute)
export const POST = route.handle
export const OPTIONS = route.preflight
