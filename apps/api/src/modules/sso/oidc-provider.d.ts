// oidc-provider ships no type declarations; it is only used by the single-sign-on tests, which
// start a local OpenID Connect provider (docs/account.md).
declare module 'oidc-provider';
