import { answerJsonRpcPreflight } from '@/server/rpc/answerJsonRpcEndpoint'
import { handlePaymasterRequest } from '@/server/smartAccounts/handlePaymasterRequest'

export const POST = (request: Request) => handlePaymasterRequest(request)
export const OPTIONS = (request: Request) => answerJsonRpcPreflight(request)
