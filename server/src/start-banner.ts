// What `npm start` tells a person: where everything is, the admin key, and the demo client with a
// ready connect URL and the line that sets the variables the README's and /demo/callback's commands read.
import path from 'node:path';
import type { Config } from './config';
import type { DemoClient } from './modules/clients/demo-client';
import { variablesLine } from './site/first-calls';

export function startBanner(config: Config, url: string, demo: DemoClient | null): string {
  const lines = [
    '',
    `Staffbridge is running at ${url}`,
    `  API reference   ${url}/docs`,
    `  GraphiQL        ${url}/graphql`,
    `  Admin key       ${adminKeyLine(config)}`,
  ];
  if (demo) {
    lines.push(
      '',
      demo.created ? 'Demo client (created now; its client_secret is shown only this once):' : 'Demo client:',
      `  client_id       ${demo.client_id}`,
      `  client_secret   ${demo.created ? demo.client_secret : `${demo.client_secret} (shown in full when it was created)`}`,
      `  Connect URL     ${demo.connect_url}`,
      '  Open the connect URL, sign in with sandbox_user / sandbox_password, MFA code 123456;',
      `  ${demo.redirect_uri} then shows the code and the commands to run. In that terminal first:`,
      `  ${variablesLine({ baseUrl: new URL(demo.redirect_uri).origin, clientId: demo.client_id, clientSecret: demo.created ? demo.client_secret : undefined })}`,
    );
  }
  return `${lines.join('\n')}\n\n`;
}

function adminKeyLine(config: Config): string {
  const relative = config.adminApiKeyFile ? path.relative(process.cwd(), config.adminApiKeyFile) : '';
  const file = relative && !relative.startsWith('..') ? relative : config.adminApiKeyFile;
  switch (config.adminApiKeySource) {
    case 'env':
      return 'from ADMIN_API_KEY';
    case 'new-file':
      return `${config.adminApiKey} (generated, kept in ${file}; set ADMIN_API_KEY to choose one)`;
    case 'file':
      return `kept in ${file} (set ADMIN_API_KEY to choose one)`;
    case 'generated':
      return `${config.adminApiKey} (generated for this run; set ADMIN_API_KEY to keep one)`;
  }
}
