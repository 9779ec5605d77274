import { existsSync } from 'node:fs';
import type { CodegenConfig } from '@graphql-codegen/cli';

// The server emits its SDL to schema/schema.graphql (committed); no running server is needed.
// CODEGEN_SCHEMA points elsewhere (a draft of the contract) while a change is in flight.
const schema = process.env.CODEGEN_SCHEMA ?? 'schema/schema.graphql';
if (!existsSync(schema)) throw new Error(`codegen: ${schema} not found (run npm run schema:emit)`);

const preset = {
  preset: 'client',
  presetConfig: { fragmentMasking: false },
  config: {
    useTypeImports: true,
    enumsAsTypes: true,
    avoidOptionals: false,
    skipTypename: true,
  },
} as const;

// Two outputs, one per Vite entry that talks GraphQL: the client preset's graphql() holds every document
// it was generated from, so the console's operations get their own output and never ship in the widget.
const config: CodegenConfig = {
  schema,
  // The widget's operations live in .graphql files beside their screens and are imported precompiled
  // (`XxxDocument` from web/src/gql/graphql.ts): no query text and no document map in its JavaScript.
  ignoreNoDocuments: false,
  generates: {
    'web/src/gql/': { ...preset, documents: ['web/src/**/*.graphql', 'web/src/**/*.tsx', 'web/src/**/*.ts', '!web/src/gql/**/*', '!web/src/console/**/*'] },
    'web/src/console/gql/': { ...preset, documents: ['web/src/console/**/*.tsx', 'web/src/console/**/*.ts', '!web/src/console/gql/**/*'] },
  },
};

export default config;
