// The first calls a developer runs after connecting: exchange the code, read employees through REST
// and through GraphQL. One text for the /demo/callback page and the README's quick start (a test
// checks that the README holds these exact commands and runs them).
import type { Mode } from '../model';

/** Reads STAFFBRIDGE_URL, CLIENT_ID, CLIENT_SECRET and CODE; prints the token response and sets TOKEN. */
export const EXCHANGE_COMMAND = `RESPONSE=$(curl -s -u "$CLIENT_ID:$CLIENT_SECRET" "$STAFFBRIDGE_URL/2023-03-01/connect/token" \\
  -d grant_type=authorization_code -d code="$CODE" --data-urlencode redirect_uri="$STAFFBRIDGE_URL/demo/callback")
echo "$RESPONSE"
export TOKEN=$(node -pe 'JSON.parse(process.argv[1]).access_token' "$RESPONSE")`;

export function restEmployeesCommand(mode: Mode): string {
  return `curl -s -H "Authorization: Bearer $TOKEN" "$STAFFBRIDGE_URL/2023-03-01/${mode}/employees"`;
}

/** The token's own mode answers when `mode` is left out. */
export const GRAPHQL_EMPLOYEES_COMMAND = `curl -s "$STAFFBRIDGE_URL/graphql" -H "Authorization: Bearer $TOKEN" -H 'content-type: application/json' \\
  -d '{"query":"{ employees(first: 3) { totalCount edges { node { id firstName lastName workEmail } } } }"}'`;

/** The line that sets what the commands read (CLIENT_SECRET is the one npm start printed with the demo client). */
export function variablesLine(values: { baseUrl: string; clientId: string; clientSecret?: string; code?: string }): string {
  const pairs = [`STAFFBRIDGE_URL=${values.baseUrl}`, `CLIENT_ID=${values.clientId}`];
  if (values.clientSecret) pairs.push(`CLIENT_SECRET=${values.clientSecret}`);
  if (values.code) pairs.push(`CODE=${values.code}`);
  return `export ${pairs.join(' ')}`;
}
