// GraphQL inputs name their fields in camelCase (redirectUri); the connect and token services take the REST
// body's snake_case names (redirect_uri) and check every value themselves, the same for both doors.

type SnakeCase<S extends string> = S extends `${infer Head}${infer Rest}` ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Rest>}` : S;

/** The input under the REST body's names, values as given: `{ redirectUri }` -> `{ redirect_uri }`. */
export function wireNames<T extends object>(input: T): { [K in keyof T & string as SnakeCase<K>]: T[K] } {
  return Object.fromEntries(Object.entries(input).map(([key, value]) => [key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), value])) as never;
}
