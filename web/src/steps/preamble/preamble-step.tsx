// PREAMBLE (SPEC §2): who is asking, three reassurance points, the storage note and the legal line.
import { useConnect } from '../../app/connect-context';
import { MESSAGES } from '../../lib/messages';
import { BrandMark } from '../../ui/brand';
import { EyeIcon, LockIcon, ShieldIcon } from '../../ui/icons';
import { StepHeader } from '../../ui/step-header';

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
      <p className="fine-print">{MESSAGES.legal}</p>
      <button type="button" className="button button--primary" onClick={() => dispatch({ type: 'continue' })}>
        Continue
      </button>
    </>
  );
}
