-- Issue 32: until the input guard refused them, Ajv coerced the text "Infinity", "-Infinity" and
-- "1e400" into bounded number fields (ajv-validator/ajv#2212), and PostgreSQL stores them in
-- double precision; a stored one then failed every read of its row (500). No request can write
-- one now, and no reading, threshold or quantity means one, so those already stored go: in a
-- column that may be empty the value is cleared, in one with a default it takes the default
-- (a calibration offset of 0), otherwise the row itself is removed (a hand-typed reading or
-- rollup of one, a price or stock movement of no amount). Every float column of the schema is
-- visited, partitioned tables through their parent; each pass is one scan of its table.
do $$
declare
  col record;
  bad text;
begin
  for col in
    select c.relname as table_name, a.attname as column_name, a.attnotnull as not_null, a.atthasdef as has_default
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema()
      and c.relkind in ('r', 'p')
      and not c.relispartition
      and a.attnum > 0
      and not a.attisdropped
      and a.atttypid in ('double precision'::regtype, 'real'::regtype, 'numeric'::regtype)
    order by c.relname, a.attname
  loop
    bad := format('%I in (''Infinity'', ''-Infinity'', ''NaN'')', col.column_name);
    if not col.not_null then
      execute format('update %I set %I = null where %s', col.table_name, col.column_name, bad);
    elsif col.has_default then
      execute format('update %I set %I = default where %s', col.table_name, col.column_name, bad);
    else
      begin
        execute format('delete from %I where %s', col.table_name, bad);
      exception when foreign_key_violation then
        -- Another row still refers to it: kept, and said, rather than failing the start.
        raise warning 'rows of % with a non-finite % are still referred to and were kept', col.table_name, col.column_name;
      end;
    end if;
  end loop;
end $$;
