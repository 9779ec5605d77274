// Line icons for the SCOPES screen, served at `/icons/<name>.svg`. 24x24, stroked in currentColor so
// they take the widget's text colour. Names are the scope resources, except payruns/{payrun_id}
// whose icon is `payslips` (a path segment cannot hold the slash).

const BODIES: Readonly<Record<string, string>> = {
  company:
    '<path d="M4 21V5a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v16"/><path d="M16 9h2a2 2 0 0 1 2 2v10"/>' +
    '<path d="M3 21h18"/><path d="M8 7h4M8 11h4M8 15h4"/>',
  employee:
    '<circle cx="9" cy="8" r="4"/><path d="M2 21v-1a6 6 0 0 1 6-6h2a6 6 0 0 1 6 6v1"/><path d="M19 8v6M16 11h6"/>',
  employees:
    '<circle cx="9" cy="8" r="4"/><path d="M2 21v-1a6 6 0 0 1 6-6h2a6 6 0 0 1 6 6v1"/>' +
    '<path d="M16 4.5a4 4 0 0 1 0 7"/><path d="M19 14.5a6 6 0 0 1 3 5.5v1"/>',
  groups:
    '<circle cx="12" cy="5" r="3"/><circle cx="5" cy="19" r="3"/><circle cx="19" cy="19" r="3"/>' +
    '<path d="M12 8v4M12 12l-5 4.5M12 12l5 4.5"/>',
  identity:
    '<rect x="2" y="5" width="20" height="14" rx="2"/><circle cx="8" cy="11" r="2"/>' +
    '<path d="M5 16a3 3 0 0 1 6 0"/><path d="M14 10h5M14 14h4"/>',
  'time-off-balances':
    '<path d="M6 2h12M6 22h12"/><path d="M7 2v3a5 5 0 0 0 10 0V2"/><path d="M7 22v-3a5 5 0 0 1 10 0v3"/>',
  'time-off-entries':
    '<rect x="3" y="4" width="18" height="18" rx="2"/><path d="M16 2v4M8 2v4M3 10h18"/><path d="M9 16l2 2 4-4"/>',
  timesheets: '<circle cx="12" cy="12" r="9"/><path d="M12 7v5l3 3"/>',
  'work-locations': '<path d="M12 22s7-6.5 7-12a7 7 0 0 0-14 0c0 5.5 7 12 7 12z"/><circle cx="12" cy="10" r="2.5"/>',
  payruns: '<rect x="2" y="6" width="20" height="12" rx="2"/><circle cx="12" cy="12" r="3"/><path d="M6 12h.01M18 12h.01"/>',
  payslips:
    '<path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8z"/><path d="M14 2v6h6"/><path d="M8 13h8M8 17h5"/>',
};

const ALIASES: Readonly<Record<string, string>> = { 'payruns/{payrun_id}': 'payslips' };

export const SCOPE_ICON_NAMES: readonly string[] = Object.keys(BODIES);

/** The SVG for an icon name or scope resource; null when there is none. */
export function scopeIconSvg(resource: string): string | null {
  const name = ALIASES[resource] ?? resource;
  const body = Object.prototype.hasOwnProperty.call(BODIES, name) ? BODIES[name] : undefined;
  if (body === undefined) return null;
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24" fill="none" ' +
    'stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">' +
    body +
    '</svg>'
  );
}
