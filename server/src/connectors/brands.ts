// Providers we cannot connect yet: their brand and what their sign-in form shows, nothing more. When one
// gets a connector, its declaration moves to its own folder (`<id>/<id>.provider.ts`) with the rest.
import { apiKeySignIn, defineProvider, oauthKeySignIn, type ProviderDeclaration } from './provider';

export const BRAND_ONLY_PROVIDERS: readonly ProviderDeclaration[] = [
  defineProvider({ id: 'brain payroll', brand: { displayName: 'Brain Payroll', color: '#7B3FA0', tags: ['uk', 'payroll'] } }),
  defineProvider({ id: 'brightpay connect', brand: { displayName: 'BrightPay Connect', color: '#E8741E', tags: ['uk', 'ie', 'payroll'] } }),
  defineProvider({
    id: 'cezanne',
    brand: { displayName: 'Cezanne HR', color: '#D7262F', tags: ['uk', 'europe', 'hr'] },
    signIn: oauthKeySignIn(),
    unavailable: {
      official:
        "No connector yet: Cezanne HR's OData API (v7 dataservice, OAuth 2.0) is served from each customer's own subdomain " +
        'and its API applications are made by each customer (Administration, Security Settings, Authorised Applications: ' +
        'https://knowledge-base.cezannehr.com/15000057470), so one operator app cannot serve every customer; its reference is a ' +
        'Postman collection (https://api.cezannehr.com) of which only the introduction could be read, and only the deprecated ' +
        'v1 field lists are public elsewhere, so no fake could be written from its current entity shapes',
    },
  }),
  defineProvider({
    id: 'deputy',
    brand: { displayName: 'Deputy', color: '#0D7BC4', tags: ['global', 'us', 'uk', 'hr'] },
    signIn: { xhr: { mfaMessage: 'Enter the code from your Deputy two-step verification' } },
  }),
  defineProvider({ id: 'fourthhr', brand: { displayName: 'Fourth', color: '#00263E', tags: ['uk', 'us', 'hr+payroll'] } }),
  defineProvider({
    id: 'gusto',
    brand: { displayName: 'Gusto', color: '#D9482F', tags: ['us', 'hr+payroll'], mark: 'gusto' },
    signIn: { xhr: { mfaMessage: 'Enter the 6-digit code Gusto sent to your phone' } },
  }),
  defineProvider({
    id: 'itrent',
    brand: { displayName: 'iTrent', color: '#C8102E', tags: ['uk', 'hr+payroll'] },
    signIn: { xhr: { placeholders: { domain: 'yourcompany.webitrent.com' } } },
  }),
  defineProvider({ id: 'justworks', brand: { displayName: 'Justworks', color: '#2158C9', tags: ['us', 'hr+payroll'] } }),
  defineProvider({
    id: 'moorepay',
    brand: { displayName: 'Moorepay', color: '#00857C', tags: ['uk', 'hr+payroll'] },
    unavailable: { official: 'Partner-only: no public API reference; Moorepay gives its integration partners their API credentials' },
  }),
  defineProvider({ id: 'onpay', brand: { displayName: 'OnPay', color: '#1F6FD1', tags: ['us', 'payroll'] } }),
  defineProvider({
    id: 'parolla.ie',
    brand: { displayName: 'Parolla', color: '#1565C0', tags: ['ie', 'payroll'] },
    signIn: oauthKeySignIn(),
    unavailable: { official: "No public API: Parolla's documentation describes only its own links to Revenue (ROS) and Xero" },
  }),
  defineProvider({ id: 'paycircle', brand: { displayName: 'PayCircle', color: '#1B86C6', tags: ['uk', 'payroll'] } }),
  defineProvider({ id: 'pento.io', brand: { displayName: 'Pento', color: '#5B3CC4', tags: ['uk', 'payroll'] } }),
  defineProvider({ id: 'planday', brand: { displayName: 'Planday', color: '#0B5CD5', tags: ['eu', 'europe', 'uk', 'hr'] } }),
  defineProvider({
    id: 'quickbooks online',
    brand: { displayName: 'QuickBooks Online', color: '#2CA01C', tags: ['global', 'us', 'uk', 'payroll'], mark: 'quickbooks' },
  }),
  defineProvider({
    id: 'rippling',
    brand: { displayName: 'Rippling', color: '#502D3C', tags: ['global', 'us', 'hr+payroll'] },
    signIn: { xhr: { mfaMessage: 'Enter the verification code from your Rippling sign-in' } },
  }),
  defineProvider({ id: 'sageone', brand: { displayName: 'Sage One', color: '#008A2E', tags: ['uk', 'ie', 'payroll'], mark: 'sage' } }),
  defineProvider({
    id: 'simplepay.ie',
    brand: { displayName: 'SimplePay', color: '#0A8F4A', tags: ['ie', 'payroll'] },
    signIn: apiKeySignIn('SimplePay API key'),
    unavailable: {
      official:
        'No connector yet: SimplePay documents a REST API (https://api.payroll.simplepay.cloud/v1, the key in the Authorization ' +
        'header; https://simplepay.ie/api-docs) but publishes no API description; only the introduction of its reference (the ' +
        'same for its Irish, South African and Singapore sites) could be read, and the open-source clients found are South ' +
        'African integrations (their employee records carry South African identity and tax fields), so no fake could be written ' +
        'from its Irish response shapes',
    },
  }),
  defineProvider({ id: 'zoho', brand: { displayName: 'Zoho People', color: '#E42527', tags: ['global', 'hr'], mark: 'zoho' } }),
  // A templated, self-hosted provider whose sign-in host is the customer's own installation (see catalogue.ts).
  defineProvider({
    id: '{host}',
    brand: { displayName: 'Self-hosted', color: '#374151', tags: ['global', 'hr+payroll'] },
    signIn: { xhr: { placeholders: { user: 'Username on your own installation' } } },
  }),
];
