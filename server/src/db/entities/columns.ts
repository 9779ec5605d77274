import { Column, CreateDateColumn, PrimaryColumn, type ColumnOptions } from 'typeorm';

type ColumnKind = 'uuid' | 'text' | 'jsonb' | 'timestamptz' | 'boolean' | 'integer';

// The migrations name every column after its property in snake_case (tokenHash: token_hash). These decorators
// derive that name, so an entity writes each column's name once and cannot spell it two ways.
const columnName = (property: string | symbol): string => String(property).replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** A column named after its property. */
export const NamedColumn =
  (type: ColumnKind, options: Omit<ColumnOptions, 'type' | 'name'> = {}): PropertyDecorator =>
  (target, property) =>
    Column({ type, name: columnName(property), ...options })(target, property);

/** A column named after its property that may hold null. */
export const NullableColumn = (type: ColumnKind, options: Pick<ColumnOptions, 'default'> = {}): PropertyDecorator =>
  NamedColumn(type, { nullable: true, ...options });

/** The primary key (or a part of it), named after its property. */
export const NamedPrimaryColumn =
  (type: ColumnKind): PropertyDecorator =>
  (target, property) =>
    PrimaryColumn({ type, name: columnName(property) })(target, property);

/** created_at: the store stamps the row when it is inserted. */
export const CreatedAtColumn = (): PropertyDecorator => CreateDateColumn({ name: 'created_at', type: 'timestamptz' });
