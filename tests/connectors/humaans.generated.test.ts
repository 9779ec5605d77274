// Humaans' first sync through the real server against answers generated from the only description there is,
// a third-party outline (schemas for people only; its other lists answer nothing the generator can fill, so
// those resources end with a warning and are left as stored). The calls it lacks are answered as Humaans does.
import { describeGeneratedSync } from '../fakes/described-sync';
import { HUMAANS_BASE, HUMAANS_TOKEN, humaansCompensationTypes, humaansMe } from '../fakes/humaans/server';

describeGeneratedSync({
  provider: 'humaans',
  basePath: HUMAANS_BASE,
  signIn: { api_key: HUMAANS_TOKEN },
  answers: { 'GET /me': humaansMe, 'GET /compensation-types': humaansCompensationTypes },
});
