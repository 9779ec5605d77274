// "Try the flow": the connect widget for this client on the sandbox provider, in a new tab. The flow ends at
// the client's first redirect URI with an authorization code, as a real end customer's would.
import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import type { Mode } from './gql/graphql';
import { ConsoleConnectUrlQuery } from './overview.query';

export function ConnectButton() {
  const [mode, setMode] = useState<Mode>('xhr');
  const { data } = useQuery(ConsoleConnectUrlQuery, { variables: { mode } });
  const href = data?.sandboxConnectUrl;
  return (
    <div className="c-connect">
      <label className="visually-hidden" htmlFor="connect-mode">
        Connect mode
      </label>
      <select id="connect-mode" className="c-select" value={mode} onChange={(e) => setMode(e.target.value as Mode)}>
        <option value="xhr">xhr</option>
        <option value="official">official</option>
      </select>
      <a
        className="c-button c-button--primary"
        href={href ?? undefined}
        aria-disabled={!href}
        target="_blank"
        rel="noopener noreferrer"
        title="Opens the connect widget for this client in sandbox mode"
      >
        Connect (sandbox)
      </a>
    </div>
  );
}
