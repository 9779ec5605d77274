// CHOOSE (SPEC §2): one button per company entity; choosing sends step CHOSEN.
import { useState } from 'react';
import { useConnect } from '../../app/connect-context';
import { MESSAGES } from '../../lib/messages';
import { ErrorNote } from '../../ui/error-note';
import { ChevronRightIcon } from '../../ui/icons';
import { Spinner } from '../../ui/spinner';
import { StepHeader } from '../../ui/step-header';
import { useAuthorize } from '../use-authorize';

export function ChooseStep() {
  const { session, state, dispatch } = useConnect();
  const { authorize, loading } = useAuthorize();
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The entity chooser only makes sense for a chosen provider (SPEC §8 "no provider").
  if (!state.provider) throw new Error(MESSAGES.noProvider);

  const choose = async (entityId: string) => {
    if (loading) return;
    setPending(entityId);
    setError(null);
    const failure = await authorize('CHOSEN', { chosen: entityId });
    if (!failure) return;
    setPending(null);
    setError(failure.message ?? MESSAGES.chooseFallback);
  };

  return (
    <>
      <StepHeader title="Select the entity" onBack={() => dispatch({ type: 'back' })} />
      <ul className="entity-list" aria-busy={loading}>
        {state.entities.map((entity) => (
          <li key={entity.id}>
            <button
              type="button"
              className="entity-option"
              aria-disabled={loading || undefined}
              onClick={() => void choose(entity.id)}
            >
              <span className="entity-option__name">{entity.name}</span>
              {pending === entity.id ? <Spinner /> : <ChevronRightIcon />}
            </button>
          </li>
        ))}
      </ul>
      {error ? <ErrorNote message={error} sessionKey={session.sessionKey} /> : null}
    </>
  );
}
