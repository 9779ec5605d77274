import { Float, ObjectType } from 'type-graphql';
import { Cents, Id, SnakeField, Str } from './snake-field';

@ObjectType({ description: 'A pay run (xhr mode only).' })
export class Payrun {
  @Id() id: string;
  @Id() remote_id: string;
  @Str('paid or pending') state: string | null;
  @Str('regular, one_time, off_cycle, correction or reversal') type: string | null;
  @Str('YYYY-MM-DD') start_date: string | null;
  @Str('YYYY-MM-DD') end_date: string | null;
  @Str('YYYY-MM-DD') payment_date: string | null;
}

@ObjectType()
export class PayslipLine {
  @Str() name: string | null;
  @Cents() amount: number | null;
}

@ObjectType()
export class PayslipEarning {
  @Str() name: string | null;
  @Cents() amount: number | null;
  @SnakeField(() => Float, { nullable: true, description: 'Hours paid, when the provider reports them.' }) hours: number | null;
}

@ObjectType()
export class PayslipTax {
  @Str() name: string | null;
  @Cents() amount: number | null;
  @SnakeField(() => Boolean, { nullable: true, description: 'True when the employer pays the tax.' }) employer_tax: boolean | null;
}

@ObjectType()
export class Payslip {
  @Id() id: string;
  @Id() remote_id: string;
  @Id() employee_id: string;
  @Id() employee_remote_id: string;
  @Id() payrun_id: string;
  @Id() payrun_remote_id: string;
  @Str() payrun_type: string | null;
  @Str('usd, gbp or eur') currency: string | null;
  @Cents() gross_pay: number | null;
  @Cents() net_pay: number | null;
  @Str() start_date: string | null;
  @Str() end_date: string | null;
  @Str() payment_date: string | null;
  @SnakeField(() => [PayslipEarning]) earnings: PayslipEarning[];
  @SnakeField(() => [PayslipLine], { description: 'Employer-paid, not part of gross pay.' }) contributions: PayslipLine[];
  @SnakeField(() => [PayslipLine]) deductions: PayslipLine[];
  @SnakeField(() => [PayslipTax]) taxes: PayslipTax[];
  @SnakeField(() => [PayslipLine]) reimbursements: PayslipLine[];
}
