import { ConnectFoundation1763900000000 } from './1763900000000-connect-foundation';
import { SandboxStore1763900050000 } from './1763900050000-sandbox-store';
import { HrModel1763900100000 } from './1763900100000-hr-model';
import { Webhooks1763900300000 } from './1763900300000-webhooks';
import { SandboxChanges1763900300001 } from './1763900300001-sandbox-changes';
import { RateLimits1763900400000 } from './1763900400000-rate-limits';
import { OAuthGrants1763900500000 } from './1763900500000-oauth-grants';
import { SyncReports1763900613000 } from './1763900613000-sync-reports';
import { StoreMeta1763900700000 } from './1763900700000-store-meta';
import { SyncLifecycle1763900800000 } from './1763900800000-sync-lifecycle';
import { WebhookConsole1763900900000 } from './1763900900000-webhook-console';
import { SyncReportHistory1763901000000 } from './1763901000000-sync-report-history';
import { RateLimitSwap1763901100000 } from './1763901100000-rate-limit-swap';
import { ChangeCheck1763901200000 } from './1763901200000-change-check';
import { EmployeeBody1763901300000 } from './1763901300000-employee-body';
import { RateLimitSwapOneWrite1763901350000 } from './1763901350000-rate-limit-swap-one-write';
import { PayslipLinesJson1763901400000 } from './1763901400000-payslip-lines-json';
import { EmployeeRemovals1763901500000 } from './1763901500000-employee-removals';

/** Every migration, in order. Both stores (PGlite and Postgres) run the same list. */
export const migrations = [ConnectFoundation1763900000000, SandboxStore1763900050000, HrModel1763900100000, Webhooks1763900300000, SandboxChanges1763900300001, RateLimits1763900400000, OAuthGrants1763900500000, SyncReports1763900613000, StoreMeta1763900700000, SyncLifecycle1763900800000, WebhookConsole1763900900000, SyncReportHistory1763901000000, RateLimitSwap1763901100000, ChangeCheck1763901200000, EmployeeBody1763901300000, RateLimitSwapOneWrite1763901350000, PayslipLinesJson1763901400000, EmployeeRemovals1763901500000];
