import { Type, type Static, type TObject } from 'typebox';

/**
 * A request body whose shape is chosen by one literal property (`action: 'list' | 'send'`), as
 * the spec's single-path manage calls are (/rule, /p2pManage, /codeManage ...). JSON Schema
 * if/then is used rather than a union so that Ajv's first error is about the chosen shape (a
 * union reports the first branch's error, whatever the caller meant).
 */
export function ActionBody<K extends string, M extends Record<string, TObject>>(key: K, shapes: M) {
  const names = Object.keys(shapes);
  type Body = { [N in keyof M]: Static<M[N]> & { [P in K]: N } }[keyof M];
  return Type.Unsafe<Body>({
    type: 'object',
    required: [key],
    properties: { [key]: { type: 'string', enum: names } },
    allOf: names.map((name) => ({
      if: { required: [key], properties: { [key]: { const: name } } },
      then: shapes[name],
    })),
  });
}
