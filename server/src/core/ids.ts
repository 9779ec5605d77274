// Ids of our own rows are uuids. A text that is not one finds nothing and never reaches a query (the
// uuid cast would fail the statement), whatever a door was sent.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuidText = (value: string): boolean => UUID.test(value);
