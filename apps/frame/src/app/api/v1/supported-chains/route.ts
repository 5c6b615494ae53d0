import { nextApiRoute } from '@/server/api/nextApiRoute'
import { supportedChainsRoute } from '@/server/blockchain/supportedChainsRoute'

const route = nextApiRoute(supportedChainsRoute)
export const GET = route.handle
export const OPTIONS = route.preflight
