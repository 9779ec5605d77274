import { HrEmployeeEntity, HrEmployeeGroupEntity } from './employee.entity';
import { HrCompanyEntity, HrGroupEntity, HrIdentityEntity, HrWorkLocationEntity } from './org.entity';
import { HrPayrunEntity, HrPayslipEntity } from './payroll.entity';
import { HrTimeOffBalanceEntity, HrTimeOffEntryEntity, HrTimeOffPolicyEntity, HrTimesheetEntity } from './time.entity';

export {
  HrCompanyEntity,
  HrEmployeeEntity,
  HrEmployeeGroupEntity,
  HrGroupEntity,
  HrIdentityEntity,
  HrPayrunEntity,
  HrPayslipEntity,
  HrTimeOffBalanceEntity,
  HrTimeOffEntryEntity,
  HrTimeOffPolicyEntity,
  HrTimesheetEntity,
  HrWorkLocationEntity,
};

/** The HR model tables (migration 1763900100000-hr-model). */
export const hrEntities = [
  HrCompanyEntity,
  HrIdentityEntity,
  HrWorkLocationEntity,
  HrGroupEntity,
  HrEmployeeEntity,
  HrEmployeeGroupEntity,
  HrTimeOffPolicyEntity,
  HrTimeOffEntryEntity,
  HrTimeOffBalanceEntity,
  HrTimesheetEntity,
  HrPayrunEntity,
  HrPayslipEntity,
];
