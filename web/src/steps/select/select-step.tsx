// SELECT (SPEC §2): a searchable provider list; matching is case-insensitive on display name.
import { useId, useState } from 'react';
import { useConnect } from '../../app/connect-context';
import type { Provider } from '../../app/types';
import { MESSAGES } from '../../lib/messages';
import { ChevronRightIcon, SearchIcon } from '../../ui/icons';
import { ProviderLogo } from '../../ui/provider-logo';
import { StepHeader } from '../../ui/step-header';

export function filterProviders(providers: readonly Provider[], search: string): Provider[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...providers];
  return providers.filter((p) => p.displayName.toLowerCase().includes(needle));
}

export function SelectStep() {
  const { session, dispatch } = useConnect();
  const [search, setSearch] = useState('');
  const searchId = useId();
  const matches = filterProviders(session.providers, search);
  return (
    <>
      <StepHeader title="Select your integration" onBack={() => dispatch({ type: 'back' })} />
      <div className="search">
        <label htmlFor={searchId} className="visually-hidden">
          Search integrations
        </label>
        <SearchIcon />
        <input
          id={searchId}
          type="search"
          className="input search__input"
          placeholder="Search integrations"
          autoComplete="off"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      <p className={matches.length === 0 ? 'empty' : 'visually-hidden'} role="status">
        {matches.length === 0
          ? MESSAGES.noMatchingIntegrations
          : `${matches.length} integration${matches.length === 1 ? '' : 's'}`}
      </p>
      {matches.length === 0 ? null : (
        <ul className="provider-list">
          {matches.map((provider) => (
            <li key={provider.id}>
              {/* CONTRACT §6b: a provider this server cannot connect is shown, but cannot be chosen. */}
              <button
                type="button"
                className="provider-option"
                disabled={!provider.available}
                onClick={() => dispatch({ type: 'select', provider })}
              >
                <ProviderLogo provider={provider} />
                <span className="provider-option__name">{provider.displayName}</span>
                {provider.available ? <ChevronRightIcon /> : <span className="provider-option__status">{MESSAGES.notYetAvailable}</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
