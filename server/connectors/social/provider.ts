/**
 * Social sign-in providers behind one interface: a provider turns what the browser brought back
 * (an authorisation code or id token) into a verified identity, or null. Real providers (Google,
 * Facebook, …) implement this with their token endpoint; the development provider serves local use.
 */
export interface SocialIdentity {
  provider: string;
  /** The provider's stable user id. */
  subject: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
}

export interface SocialProvider {
  readonly name: string;
  verify(input: { code: string; redirectUri?: string }): Promise<SocialIdentity | null>;
}

export type SocialProviders = ReadonlyMap<string, SocialProvider>;

export const socialProviders = (...providers: SocialProvider[]): SocialProviders =>
  new Map(providers.map((provider) => [provider.name, provider]));
