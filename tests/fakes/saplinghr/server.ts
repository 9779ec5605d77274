// Sapling stand-in, written from its public reference (fixtures/README.md): the company's API is
// `/{subdomain}` here (the reference's https://{subdomain}.saplingapp.io/api/v1/beta), Bearer API keys, and only
// the call saplinghr.provider.ts declares with its docs. An unknown subdomain answers 404.
import { fixture, json } from '../fake-server';
import { startDocumentedFake, type DocumentedAnswer, type DocumentedFake } from '../documented';

export const SAPLING_DOMAIN = 'fernwood';
export const SAPLING_KEY = 'spl_live_3c9e71a0b2';

export const SAPLING_ANSWERS: Record<string, DocumentedAnswer> = { 'GET /users': () => json(fixture('saplinghr', 'users')) };
export const SAPLING_ODD_ANSWERS: Record<string, DocumentedAnswer> = { 'GET /users': () => json(fixture('saplinghr', 'users_odd')) };

export const startSaplingFake = (answers = SAPLING_ANSWERS): Promise<DocumentedFake> =>
  startDocumentedFake({
    provider: 'saplinghr',
    basePath: `/${SAPLING_DOMAIN}`,
    answers,
    authenticate: (req) => req.headers.authorization === `Bearer ${SAPLING_KEY}`,
  });
