// Notices above the sign-in form (SPEC §2, CONTRACT §6).
import { InfoIcon } from '../../ui/icons';

export function SandboxCredentialsNotice({ mode }: { mode: string }) {
  return (
    <div className="notice" role="note">
      <InfoIcon />
      {mode === 'official' ? (
        <p>
          Sandbox mode: use the test API key <code>sandbox_api_key</code>. Anything else gives an authentication
          error.
        </p>
      ) : (
        <p>
          Sandbox mode: use the test username <code>sandbox_user</code> and password <code>sandbox_password</code>.
          Anything else gives an authentication error.
        </p>
      )}
    </div>
  );
}

export function AmazonNotice() {
  return (
    <div className="notice notice--warning" role="note">
      <InfoIcon />
      <p>Amazon may send you a security alert about this sign-in. If it does, click Accept and sign in again.</p>
    </div>
  );
}
