import { answerJsonRpcPreflight } from '@/server/rpc/answerJsonRpcEndpoint'
import { handleRpcRequest } from '@/server/rpc/handleRpcRequest'

export const POST = (request: Request) => handleRpcRequest(request)
export const OPTIONS = (request: Request) => answerJsonRpcPreflight(request)
