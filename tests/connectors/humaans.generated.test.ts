// Humaans' first sync through the real server against answers generated from the only description there is,
// a third-party outline. It has schemas for people only; its other lists answer in the same envelope (a FIX in
// described.ts) with records of unknown shape, so what is read from them is skipped (no id) and the resources
// below stay empty. The calls it lacks are answered as Humaans does.
import { describeGeneratedSync } from '../fakes/described-sync';
import { HUMAANS_BASE, HUMAANS_TOKEN, humaansCompensationTypes, humaansMe } from '../fakes/humaans/server';

const NO_SCHEMA = 'the outline gives this list no record schema, so its generated records have no id and are skipped';

describeGeneratedSync({
  provider: 'humaans',
  basePath: HUMAANS_BASE,
  signIn: { api_key: HUMAANS_TOKEN },
  answers: { 'GET /me': humaansMe, 'GET /compensation-types': humaansCompensationTypes },
  emptyOnExamples: {
    groups: "departments come from job roles and teams from people's teams: the outline has no JobRole schema and its Person has no teams",
    'work-locations': `GET /locations: ${NO_SCHEMA}`,
    'time-off-entries': `GET /time-away: ${NO_SCHEMA}`,
    timesheets: `GET /timesheet-entries: ${NO_SCHEMA}`,
  },
});
