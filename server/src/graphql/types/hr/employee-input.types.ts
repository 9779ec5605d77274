// createEmployee's input: every field optional in the schema; the core checks it (same rules and messages
// as POST /{mode}/employee), so only first_name and last_name are required, as SPEC §3 says.
import { GraphQLJSONObject, GraphQLSafeInt } from 'graphql-scalars';
import { Field, InputType } from 'type-graphql';

const S = () => Field(() => String, { nullable: true });

@InputType()
export class AddressInput {
  @S() streetAddress?: string | null;
  @S() locality?: string | null;
  @S() administrativeArea?: string | null;
  @S() country?: string | null;
  @S() postCode?: string | null;
}

@InputType()
export class BankAccountInput {
  @S() accountNumber?: string | null;
  @S() bankName?: string | null;
  @S() bic?: string | null;
  @S() holderName?: string | null;
  @S() iban?: string | null;
}

@InputType({ description: 'groupId and managerId are our ids.' })
export class EmploymentEntryInput {
  @S() jobTitle?: string | null;
  @S() effectiveDate?: string | null;
  @S() groupId?: string | null;
  @S() managerId?: string | null;
}

@InputType()
export class CompensationEntryInput {
  @Field(() => GraphQLSafeInt, { nullable: true, description: 'Integer cents.' }) payRate?: number | null;
  @S() payPeriod?: string | null;
  @S() payFrequency?: string | null;
  @S() employmentType?: string | null;
  @S() currency?: string | null;
  @S() effectiveDate?: string | null;
  @S() notes?: string | null;
}

@InputType()
export class DependentInput {
  @S() name?: string | null;
  @S() relationship?: string | null;
}

@InputType()
export class EmergencyContactInput {
  @S() firstName?: string | null;
  @S() lastName?: string | null;
  @S() relationship?: string | null;
  @S() mobilePhoneNumber?: string | null;
  @Field(() => Boolean, { nullable: true }) primaryContact?: boolean | null;
}

@InputType({ description: 'A new employee. References (managerId, groupIds, workLocationId) are our ids.' })
export class CreateEmployeeInput {
  @S() employeeNumber?: string | null;
  @S() firstName?: string | null;
  @S() lastName?: string | null;
  @S() displayFullName?: string | null;
  @S() nationality?: string | null;
  @S() jobTitle?: string | null;
  @S() workEmail?: string | null;
  @S() personalEmail?: string | null;
  @S() mobilePhoneNumber?: string | null;
  @S() taxId?: string | null;
  @S() gender?: string | null;
  @S() ethnicity?: string | null;
  @S() maritalStatus?: string | null;
  @S() dateOfBirth?: string | null;
  @S() employmentStatus?: string | null;
  @S() employmentType?: string | null;
  @S() startDate?: string | null;
  @S() remoteCreatedAt?: string | null;
  @S() terminationDate?: string | null;
  @S() avatar?: string | null;
  @Field(() => AddressInput, { nullable: true }) homeLocation?: AddressInput | null;
  @S() workLocationId?: string | null;
  @S() managerId?: string | null;
  @Field(() => BankAccountInput, { nullable: true }) bankAccount?: BankAccountInput | null;
  @Field(() => [EmploymentEntryInput], { nullable: true }) employmentHistory?: EmploymentEntryInput[] | null;
  @Field(() => [CompensationEntryInput], { nullable: true }) compensationHistory?: CompensationEntryInput[] | null;
  @Field(() => GraphQLJSONObject, { nullable: true }) customFields?: Record<string, unknown> | null;
  @Field(() => [String], { nullable: true }) groupIds?: string[] | null;
  @Field(() => [DependentInput], { nullable: true }) dependents?: DependentInput[] | null;
  @Field(() => [EmergencyContactInput], { nullable: true }) emergencyContacts?: EmergencyContactInput[] | null;
}
