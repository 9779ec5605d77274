import { Field, InputType, ObjectType } from 'type-graphql';
import type { Mode } from '../../model';
import type { AUTHORIZE_NEXT, MFA_TYPE } from '../../model/enums';
import { AuthorizeNextEnum, MfaTypeEnum, ModeEnum } from './enums';

@ObjectType({ description: 'How SIGN_IN asks for credentials (SPEC §2).' })
export class SignInForm {
  @Field(() => String, { description: 'credentials, oauth or assisted' })
  kind: string;

  @Field(() => [String], { description: 'Fields in display order: domain, username, password, api_key, client_id, client_secret, employer_id' })
  fields: string[];

  @Field(() => String, { nullable: true })
  oauthUrl: string | null;

  @Field(() => String, { nullable: true })
  assistedUrl: string | null;

  @Field(() => String, { nullable: true, description: 'masked or text (a pasted client secret is shown); null without a password field' })
  passwordInput: string | null;
}

@ObjectType({ description: 'A provider of the catalogue (SPEC §3).' })
export class Provider {
  @Field(() => String) id: string;
  @Field(() => String) displayName: string;
  @Field(() => String, { description: 'URL of the logo, served by Staffbridge' }) logo: string;
  @Field(() => String) color: string;
  @Field(() => [String]) tags: string[];
  @Field(() => Boolean, { nullable: true }) sandbox?: boolean;
  @Field(() => String, { nullable: true }) apiKeyPlaceholder?: string;
  @Field(() => String, { nullable: true }) domainPlaceholder?: string;
  @Field(() => String, { nullable: true }) userPlaceholder?: string;
  @Field(() => String, { nullable: true }) passwordPlaceholder?: string;
  @Field(() => String, { nullable: true }) clientIdPlaceholder?: string;
  @Field(() => String, { nullable: true }) clientSecretPlaceholder?: string;
  @Field(() => String, { nullable: true }) employerIdPlaceholder?: string;
  @Field(() => String, { nullable: true }) mfaMessage?: string;
  @Field(() => SignInForm) signIn: SignInForm;
  @Field(() => Boolean, {
    description:
      'Whether Staffbridge can really connect this provider in this mode on this server (CONTRACT §6b): a connector ' +
      'serves the mode and, for OAuth popup providers, the operator configured the app. The widget shows the others ' +
      'as "Not yet available".',
  })
  available: boolean;
}

@ObjectType()
export class ProviderList {
  @Field(() => ModeEnum) mode: Mode;
  @Field(() => [Provider]) providers: Provider[];
}

@ObjectType({ description: 'A scope the widget explains on SCOPES.' })
export class ScopeInfo {
  @Field(() => String, { description: 'Full scope, e.g. 2023-03-01/xhr/employees' }) name: string;
  @Field(() => String) resource: string;
  @Field(() => String) displayName: string;
  @Field(() => String) description: string;
  @Field(() => String) icon: string;
}

// Inputs are nullable on purpose: the core validates them and answers with SPEC §5's own messages.
@InputType()
export class ValidateConnectInput {
  @Field(() => String, { nullable: true }) clientId?: string;
  @Field(() => String, { nullable: true }) redirectUri?: string;
  @Field(() => [String], { nullable: true }) scopes?: string[];
  @Field(() => String, { nullable: true }) mode?: string;
  @Field(() => String, { nullable: true }) appType?: string;
  @Field(() => String, { nullable: true }) provider?: string;
}

@ObjectType()
export class ValidatedClient {
  @Field(() => String) clientId: string;
  @Field(() => String) name: string;
  @Field(() => String) redirectUri: string;
}

@InputType()
export class AuthorizeConnectInput {
  @Field(() => String, { nullable: true }) clientId?: string;
  @Field(() => String, { nullable: true }) provider?: string;
  @Field(() => String, { nullable: true }) mode?: string;
  @Field(() => [String], { nullable: true }) scopes?: string[];
  @Field(() => String, { nullable: true }) redirectUri?: string;
  @Field(() => String, { nullable: true, description: 'SIGN_IN (default), MFA or CHOSEN' }) step?: string;
  @Field(() => String, { nullable: true }) state?: string;
  @Field(() => String, { nullable: true, description: 'uuid created by the widget at start' }) sessionKey?: string;
  @Field(() => String, { nullable: true }) email?: string;
  @Field(() => String, { nullable: true }) username?: string;
  @Field(() => String, { nullable: true }) password?: string;
  @Field(() => String, { nullable: true }) apiKey?: string;
  @Field(() => String, { nullable: true }) domain?: string;
  @Field(() => String, { nullable: true }) mfaCode?: string;
  @Field(() => String, { nullable: true, description: 'The chosen entity id' }) chosen?: string;
  @Field(() => Boolean, { nullable: true }) sandbox?: boolean;
  @Field(() => Boolean, { nullable: true }) addAdmin?: boolean;
  @Field(() => String, { nullable: true, description: 'Optional PKCE (S256)' }) codeChallenge?: string;
  @Field(() => String, { nullable: true }) codeChallengeMethod?: string;
}

@ObjectType()
export class Entity {
  @Field(() => String) id: string;
  @Field(() => String) name: string;
}

@ObjectType()
export class NextContext {
  @Field(() => [Entity], { nullable: true }) entities: Entity[] | null;
  @Field(() => String, { nullable: true, description: 'Last digits of the phone the code went to' }) phoneNumber: string | null;
  @Field(() => String, { nullable: true }) email: string | null;
  @Field(() => MfaTypeEnum, { nullable: true }) mfaType: (typeof MFA_TYPE.values)[number] | null;
}

@ObjectType()
export class AuthorizeResult {
  @Field(() => String) clientId: string;
  @Field(() => String, { nullable: true, description: 'Set when next is null: redirect_uri with authorization_code, the same value as code, and state' })
  redirectTo: string | null;
  @Field(() => AuthorizeNextEnum, { nullable: true }) next: (typeof AUTHORIZE_NEXT.values)[number] | null;
  @Field(() => NextContext, { nullable: true }) nextContext: NextContext | null;
}
