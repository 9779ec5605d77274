// HiBob's first sync through the real server against answers generated from its description alone (the bulk
// work table, which the description lacks, answered as HiBob documents it).
import { describeGeneratedSync } from '../fakes/described-sync';
import { HIBOB_ANSWERS, HIBOB_BASE, HIBOB_TOKEN, HIBOB_USER } from '../fakes/hibob/server';

describeGeneratedSync({
  provider: 'hibob',
  basePath: HIBOB_BASE,
  signIn: { username: HIBOB_USER, api_key: HIBOB_TOKEN },
  answers: { 'GET /bulk/people/work': HIBOB_ANSWERS['GET /bulk/people/work']! },
  emptyOnExamples: {
    'time-off-entries': 'the example time off changes are for employee 046b6c7f-0b8a-43b9-b35d-6489e6daee91; the example people search answers employees with id "id"',
  },
});
