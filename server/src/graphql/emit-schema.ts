// Writes schema/schema.graphql from the resolvers (npm run schema:emit); CI fails when it is stale.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { printSdl } from './schema';

const target = path.resolve(__dirname, '../../../schema/schema.graphql');
writeFileSync(target, printSdl());
process.stdout.write(`wrote ${target}\n`);
