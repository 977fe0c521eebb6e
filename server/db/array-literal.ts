/**
 * Array parameters as PostgreSQL array literal text ('{1,2.5,NULL}'), built in one pass, for a
 * statement that casts them (`${numbers(v)}::float8[]`) exactly as it would cast a JS array. Both
 * drivers turn a JS array into the same text, but quote every element and run two regular
 * expressions over each (PGlite's and node-postgres's serialisers alike): for ingest's batches of
 * thousands of rows that was a visible share of the server's CPU (bench/RESULTS.md, "Ingest
 * toward the ceiling").
 */

/** Numbers in JavaScript's shortest round-trip form, which float8 and int read back exactly; NaN and Infinity are spelled as PostgreSQL spells them. */
export function numberArray(values: readonly (number | null)[]): string {
  let text = '{';
  for (let i = 0; i < values.length; i++) {
    const value = values[i];
    text += (i === 0 ? '' : ',') + (value === null ? 'NULL' : String(value));
  }
  return `${text}}`;
}

export function boolArray(values: readonly (boolean | null)[]): string {
  let text = '{';
  for (let i = 0; i < values.length; i++) {
    const value = values[i];
    text += (i === 0 ? '' : ',') + (value === null ? 'NULL' : value ? 't' : 'f');
  }
  return `${text}}`;
}

/** Every element quoted, backslash and double quote escaped; a batch repeats few distinct strings, so each is escaped once. */
export function textArray(values: readonly (string | null)[]): string {
  const quoted = new Map<string, string>();
  let text = '{';
  for (let i = 0; i < values.length; i++) {
    const value = values[i];
    let element: string | undefined;
    if (value === null) element = 'NULL';
    else {
      element = quoted.get(value);
      if (element === undefined) {
        element = `"${value.replace(/[\\"]/g, '\\$&')}"`;
        quoted.set(value, element);
      }
    }
    text += (i === 0 ? '' : ',') + element;
  }
  return `${text}}`;
}
