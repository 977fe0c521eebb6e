import type { Lang } from '../i18n/messages';
import type { SessionUser } from '../auth/session-user';
import type { RequestScope } from '../auth/request-scope';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Lang;
    /** Set by the session plugin; null on public routes without a session. */
    user: SessionUser | null;
    /**
     * The caller's scope (server/auth/request-scope.ts), made on first use; reading it on a
     * request without a session answers 401. Every service takes it as its first parameter.
     */
    readonly scope: RequestScope;
    /** What a mutation acted on, for the operation log ("user:12", "company:3"). */
    opTarget?: string;
    /** The Idempotency-Key this request claimed, or replayed the first answer of (server/http/idempotency.ts). */
    idempotency?: { key: string; replayed: boolean };
  }
  interface FastifyContextConfig {
    /** Reachable without a session (login, health, traceability query). */
    public?: boolean;
    /** Access code(s) the caller must hold; any one of them suffices. */
    access?: string | readonly string[];
    /** A POST that changes nothing (a search), so it is not written to the operation log. */
    readOnly?: boolean;
    /** Honours an Idempotency-Key header: a repeat gets the first answer and writes nothing (server/http/idempotency.ts). */
    idempotent?: boolean;
  }
}

export {};
