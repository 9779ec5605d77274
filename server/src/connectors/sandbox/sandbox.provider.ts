// The sandbox (CONTRACT §6), declared once: in both modes, shown only to sandbox requests.
import { PROVIDER_TAGS } from '../catalogue-spec';
import { defineProvider, EMPLOYEE_FIELDS } from '../provider';
import { SandboxConnector } from './sandbox.connector';
import { SANDBOX_API_KEY, SANDBOX_PASSWORD, SANDBOX_USERNAME } from './sandbox-account';

export const sandboxProvider = defineProvider({
  id: 'sandbox',
  // The sandbox simulates any provider, so it carries every tag: a client that always sends `tags`
  // still finds it when it asks for sandbox.
  brand: { displayName: 'Sandbox', color: '#4B5563', tags: PROVIDER_TAGS },
  signIn: {
    official: { placeholders: { apiKey: SANDBOX_API_KEY } },
    xhr: { placeholders: { user: SANDBOX_USERNAME, password: SANDBOX_PASSWORD } },
  },
  connector: {
    modes: ['official', 'xhr'],
    create: ({ dataSource }) => {
      if (!dataSource) throw new Error('the sandbox connector keeps created employees in the store: pass dataSource');
      return new SandboxConnector(dataSource);
    },
    auth: `xhr: username ${SANDBOX_USERNAME} and password ${SANDBOX_PASSWORD}; official: API key ${SANDBOX_API_KEY}; suffixes choose the MFA and entity variants (CONTRACT §6)`,
    resources: ['company', 'employees', 'groups', 'identity', 'time-off-entries', 'time-off-balances', 'timesheets', 'work-locations', 'payruns', 'employee'],
    employeeFields: EMPLOYEE_FIELDS,
    notes: ['Data is generated deterministically from the entity; employees created through the API are kept in the store.'],
  },
});
