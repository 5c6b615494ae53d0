// oidc-provider ships no types, and @types/oidc-provider is not installed: this declares the
// part of its API the local provider uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http'

  export interface InteractionDetails {
    uid: string
    prompt: {
      name: string
      details: {
        missingOIDCScope?: string[]
        missingOIDCClaims?: string[]
        missingResourceScopes?: Record<string, string[]>
      }
    }
    params: Record<string, unknown> & { client_id: string }
    session?: { accountId: string }
    grantId?: string
  }

  export interface Grant {
    addOIDCScope(scope: string): void
    addOIDCClaims(claims: string[]): void
    addResourceScope(indicator: string, scope: string): void
    save(): Promise<string>
  }

  export interface GrantClass {
    new (properties: { accountId: string; clientId: string }): Grant
    find(id: string): Promise<Grant | undefined>
  }

  export type InteractionResult =
    | { login: { accountId: string } }
    | { consent: { grantId?: string } }
    | { error: string; error_description?: string }

  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>)
    readonly Grant: GrantClass
    callback(): RequestListener
    interactionDetails(request: IncomingMessage, response: ServerResponse): Promise<InteractionDetails>
    interactionFinished(
      request: IncomingMessage,
      response: ServerResponse,
      result: InteractionResult,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>
  }
}
