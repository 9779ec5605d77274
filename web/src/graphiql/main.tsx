// GraphiQL entry, served by the server at GET /graphql. Bundled from npm so it works offline.
import { createRoot } from 'react-dom/client';
import { GraphiQL } from 'graphiql';
import type { ComponentProps } from 'react';
import 'graphiql/style.css';
import './graphiql.css';

type Fetcher = ComponentProps<typeof GraphiQL>['fetcher'];

const fetcher: Fetcher = async (params, opts) => {
  const response = await fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      accept: 'application/graphql-response+json, application/json',
      'content-type': 'application/json',
      'apollo-require-preflight': 'true',
      ...(opts?.headers as Record<string, string> | undefined),
    },
    body: JSON.stringify(params),
  });
  return response.json();
};

const defaultQuery = `# Staffbridge GraphQL API.
# Admin operations need the header {"x-admin-key": "<ADMIN_API_KEY>"} (Headers tab below).
# The REST compatibility door is described at /docs.

query Providers {
  providers(mode: "xhr", sandbox: true) {
    mode
    providers { id displayName signIn { kind fields } }
  }
}
`;

const container = document.getElementById('graphiql');
if (container) {
  container.textContent = '';
  createRoot(container).render(
    <GraphiQL fetcher={fetcher} defaultQuery={defaultQuery}>
      <GraphiQL.Logo>
        Staffbridge GraphQL <a className="graphiql-docs-link" href="/docs">REST API reference</a>
      </GraphiQL.Logo>
    </GraphiQL>,
  );
}
