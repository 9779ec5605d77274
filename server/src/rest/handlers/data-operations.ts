import * as hr from './hr.handler';
import * as payroll from './payroll.handler';

export const dataHandlers = { ...hr, ...payroll };

/** The data operations validate their own input in the core (after authorization, same rules as GraphQL). */
export const DATA_OPERATIONS: readonly string[] = Object.keys(dataHandlers);
