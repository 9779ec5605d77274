import { existsSync } from 'node:fs';
import type { CodegenConfig } from '@graphql-codegen/cli';

// The server emits its SDL to schema/schema.graphql (committed); no running server is needed.
// CODEGEN_SCHEMA points elsewhere (a draft of the contract) while a change is in flight.
const schema = process.env.CODEGEN_SCHEMA ?? 'schema/schema.graphql';
if (!existsSync(schema)) throw new Error(`codegen: ${schema} not found (run npm run schema:emit)`);

const config: CodegenConfig = {
  schema,
  // The widget's operations live in .graphql files beside their screens and are imported precompiled
  // (`XxxDocument` from web/src/gql/graphql.ts): no query text and no document map in its JavaScript.
  documents: ['web/src/**/*.graphql', 'web/src/**/*.tsx', 'web/src/**/*.ts', '!web/src/gql/**/*'],
  ignoreNoDocuments: false,
  generates: {
    'web/src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        avoidOptionals: false,
        skipTypename: true,
      },
    },
  },
};

export default config;
