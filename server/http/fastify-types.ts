import type { Lang } from '../i18n/messages';
import type { SessionUser } from '../auth/session-user';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Lang;
    /** Set by the session plugin; null on public routes without a session. */
    user: SessionUser | null;
    /** What a mutation acted on, for the operation log ("user:12", "company:3"). */
    opTarget?: string;
  }
  interface FastifyContextConfig {
    /** Reachable without a session (login, health, traceability query). */
    public?: boolean;
    /** Access code(s) the caller must hold; any one of them suffices. */
    access?: string | string[];
    /** A POST that changes nothing (a search), so it is not written to the operation log. */
    readOnly?: boolean;
  }
}

export {};
