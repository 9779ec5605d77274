// SCOPES (SPEC §2): the requested scopes with icon, display name (or a humanised name) and description.
import { useState } from 'react';
import { useConnect } from '../../app/connect-context';
import type { ScopeInfo } from '../../app/types';
import { humaniseScope } from '../../lib/scopes';
import { ScopeFallbackIcon } from '../../ui/icons';
import { StepHeader } from '../../ui/step-header';

function findInfo(catalogue: ScopeInfo[], scope: string): ScopeInfo | undefined {
  return catalogue.find((s) => s.name === scope) ?? catalogue.find((s) => s.resource === scope);
}

function ScopeIcon({ src }: { src: string | undefined }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) return <ScopeFallbackIcon />;
  return <img src={src} alt="" width={20} height={20} onError={() => setFailed(true)} />;
}

export function ScopesStep() {
  const { session, dispatch } = useConnect();
  const scopes = [...new Set(session.params.scopes)];
  return (
    <>
      <StepHeader title={`${session.client.name} requests access to the following scopes`} onBack={() => dispatch({ type: 'back' })} />
      <ul className="scope-list">
        {scopes.map((scope) => {
          const info = findInfo(session.scopeCatalogue, scope);
          return (
            <li key={scope} className="scope">
              <span className="scope__icon">
                <ScopeIcon src={info?.icon} />
              </span>
              <div>
                <h2 className="scope__name">{info?.displayName || humaniseScope(scope)}</h2>
                {info?.description ? <p className="scope__text">{info.description}</p> : null}
              </div>
            </li>
          );
        })}
      </ul>
      <button type="button" className="button button--primary" onClick={() => dispatch({ type: 'continue' })}>
        Continue
      </button>
    </>
  );
}
