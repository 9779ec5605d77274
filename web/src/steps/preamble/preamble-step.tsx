// PREAMBLE (SPEC §2): who is asking, three reassurance points, the storage note and the legal line.
import { Fragment } from 'react';
import { useConnect } from '../../app/connect-context';
import { MESSAGES } from '../../lib/messages';
import { BrandMark } from '../../ui/brand';
import { EyeIcon, LockIcon, ShieldIcon } from '../../ui/icons';
import { StepHeader } from '../../ui/step-header';

// The legal line (SPEC §2, word for word) with its two documents as links; the server serves both paths,
// as the operator's own pages when it has them (PRIVACY_POLICY_URL, TERMS_OF_SERVICE_URL).
const LEGAL_LINKS = [
  { text: 'End User Privacy Policy', href: '/legal/privacy' },
  { text: 'Terms of Service', href: '/legal/terms' },
] as const;

function LegalLine() {
  let rest: string = MESSAGES.legal;
  const parts = LEGAL_LINKS.map(({ text, href }) => {
    const at = rest.indexOf(text);
    const before = rest.slice(0, at);
    rest = rest.slice(at + text.length);
    return (
      <Fragment key={href}>
        {before}
        <a href={href} target="_blank" rel="noopener">
          {text}
        </a>
      </Fragment>
    );
  });
  return (
    <p className="fine-print">
      {parts}
      {rest}
    </p>
  );
}

export function PreambleStep() {
  const { session, dispatch } = useConnect();
  const name = session.client.name;
  return (
    <>
      <StepHeader
        align="center"
        media={<BrandMark size={56} />}
        title={`${name} uses Staffbridge to connect your HR/payroll software`}
      />
      <ul className="points">
        <li>
          <span className="points__icon">
            <LockIcon />
          </span>
          <div>
            <h2>Private</h2>
            <p>Your credentials are never shared with {name}.</p>
          </div>
        </li>
        <li>
          <span className="points__icon">
            <EyeIcon />
          </span>
          <div>
            <h2>In your control</h2>
            <p>You review the requested scopes before any access is granted, and you can close this screen at any time.</p>
          </div>
        </li>
        <li>
          <span className="points__icon">
            <ShieldIcon />
          </span>
          <div>
            <h2>Never sold</h2>
            <p>Your data is not sold and is shared only with {name}.</p>
          </div>
        </li>
      </ul>
      <p className="fine-print">Staffbridge may store credentials, cookies or api-keys to enable this sharing.</p>
      <LegalLine />
      <button type="button" className="button button--primary" onClick={() => dispatch({ type: 'continue' })}>
        Continue
      </button>
    </>
  );
}
