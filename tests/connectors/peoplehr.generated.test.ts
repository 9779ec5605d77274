// People HR's first sync through the real server against answers generated from its description alone.
import { describeGeneratedSync } from '../fakes/described-sync';
import { PEOPLEHR_KEY, peoplehrOperationPath } from '../fakes/peoplehr/server';

describeGeneratedSync({ provider: 'peoplehr', signIn: { api_key: PEOPLEHR_KEY }, operationPath: peoplehrOperationPath });
