import { nextApiRoute } from '@/server/api/nextApiRoute'
import { walletAuthShareRoute } from '@/server/embedded/walletRoutes'

const route = nextApiRoute(walletAuthShareRoute)
export const POST = route.handle
export const OPTIONS = route.preflight
