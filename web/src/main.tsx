// Entry of the hosted connect widget. Every path renders it (SPEC §2 catch-all route); the query
// string carries the connect request.
import { Suspense, use } from 'react';
import { createRoot } from 'react-dom/client';
import { ApolloProvider } from '@apollo/client/react';
import { createApolloClient } from './apollo';
import { AppErrorBoundary } from './app/error-boundary';
import { loadSetup, type SetupResult } from './app/setup';
import { SetupError } from './app/setup-error';
import { Shell } from './app/shell';
import { Wizard } from './app/wizard';
import { notifyParent } from './lib/complete';
import { parseConnectQuery } from './lib/query';
import { uuidv7 } from './lib/uuid';
import { Spinner } from './ui/spinner';
import './styles.css';

const parsed = parseConnectQuery(window.location.search);
const sessionKey = uuidv7();
const client = createApolloClient();
// Started before React renders, and exactly once.
const setup = loadSetup(client, parsed, sessionKey).then((result) => {
  // A spa's parent learns about a failed setup through the completion message (SPEC §8).
  if (!result.ok && result.appType === 'spa') {
    notifyParent({ name: 'auth-message', error: result.message }, result.redirectUri);
  }
  return result;
});

const appType = parsed.ok ? parsed.params.appType : parsed.appType;
const redirectUri = parsed.ok ? parsed.params.redirectUri : parsed.redirectUri;

function Connect({ setup }: { setup: Promise<SetupResult> }) {
  const result = use(setup);
  if (!result.ok) return <SetupError message={result.message} sessionKey={sessionKey} />;
  return <Wizard session={result.session} />;
}

function Loading() {
  return (
    <div className="loading" data-step="LOADING">
      <Spinner label="Loading" />
    </div>
  );
}

const reportToParent = (message: string) => {
  if (appType === 'spa') notifyParent({ name: 'auth-message', error: message }, redirectUri);
};

const container = document.getElementById('root')!;
createRoot(container).render(
  <ApolloProvider client={client}>
    <Shell appType={appType} redirectUri={redirectUri}>
      <AppErrorBoundary sessionKey={sessionKey} onError={reportToParent}>
        <Suspense fallback={<Loading />}>
          <Connect setup={setup} />
        </Suspense>
      </AppErrorBoundary>
    </Shell>
  </ApolloProvider>,
);
