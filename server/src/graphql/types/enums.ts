// GraphQL enums beside the HR model's (those are registered by hr/model-types.ts): each value is the spec's
// own word (`official`), so the wire stays the same as REST's strings while clients get real types.
import { defineEnum } from '../../model/declare';
import { AUTHORIZE_NEXT, MFA_TYPE, MODE } from '../../model/enums';
import { graphqlEnum } from './hr/model-types';

export const ModeEnum = graphqlEnum(MODE);
export const AuthorizeNextEnum = graphqlEnum(AUTHORIZE_NEXT);
export const MfaTypeEnum = graphqlEnum(MFA_TYPE);

/** The `mode` argument of the data fields: optional, the token's own mode when left out. */
export const MODE_ARG = [() => ModeEnum, { nullable: true, description: 'official or xhr; the mode of the token when left out' }] as const;

/**
 * A GraphQL enum of words the server keeps as a list of its own (a delivery status, a connection state): the
 * values are those words in that order, so a service's string goes out as it is.
 */
export const namedEnum = <const V extends string>(name: string, values: readonly V[], description: string) => graphqlEnum(defineEnum(name, values, description));
