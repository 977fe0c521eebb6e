import { Type, type Static } from 'typebox';

const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);

/**
 * The footer the console shows (spec section 2): variant 1 is a copyright line, an ICP filing
 * number and a public-security filing link with its icon; variant 2 is another copyright line and
 * a public-security filing number without a link.
 */
export const FooterSchema = Type.Object({
  variant: Type.Union([Type.Literal(1), Type.Literal(2)]),
  copyright: Type.String(),
  icpNumber: Nullable(Type.String()),
  publicSecurityNumber: Nullable(Type.String()),
  publicSecurityLink: Nullable(Type.String()),
});
export type Footer = Static<typeof FooterSchema>;

/** Public deployment settings the console needs before anyone logs in. */
export const SiteConfigSchema = Type.Object({
  platformName: Type.Object({ 'zh-CN': Type.String(), 'en-US': Type.String() }),
  /** Quoted by the SIM expiry alarm ("contact the provider's salesperson ... {phone}"). */
  salesPhone: Type.String(),
  footer: FooterSchema,
});
export type SiteConfig = Static<typeof SiteConfigSchema>;
