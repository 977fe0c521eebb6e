import { useTranslation } from 'react-i18next';

/** Stands in for a database value while the sentence is translated; no translation contains it. */
const MARK = '\u0001';

/**
 * A translated sentence whose database values (device names and the like) are marked as user
 * data, so the sentence itself is still held to the interface's language and only the values
 * are exempt (see src/lib/user-data.ts).
 */
export function TextWithUserData({ i18nKey, values, userKeys }: { i18nKey: string; values: object; userKeys: readonly string[] }) {
  const { t } = useTranslation();
  const all = values as Record<string, unknown>;
  const marked: Record<string, unknown> = { ...all };
  for (const key of userKeys) marked[key] = `${MARK}${key}${MARK}`;
  // Splitting on the mark leaves the keys at the odd places.
  const parts = t(i18nKey, marked).split(MARK);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <span key={i} data-user-data>
            {String(all[part] ?? '')}
          </span>
        ) : (
          part
        ),
      )}
    </>
  );
}
