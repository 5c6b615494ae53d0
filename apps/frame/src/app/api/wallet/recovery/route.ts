import { nextApiRoute } from '@/server/api/nextApiRoute'
import { walletRecoveryRoute } from '@/server/embedded/walletRoutes'

const route = nextApiRoute(walletRecoveryRoute)
export const POST = route.handle
export const OPTIONS = route.preflight
