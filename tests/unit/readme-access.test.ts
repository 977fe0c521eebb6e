import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SEED_USERS } from '../../server/db/seed-data';
import { ALL_ACCESS_CODES } from '../../shared/contract/access-catalogue';

/**
 * The README's "Demo accounts" table is what a reader logs in with: each row's access cell must name
 * exactly the codes the seed grants that account. The cell (up to the first ';', brackets left out) is read as
 * "every access code ...", "every code but a, b", or a list of codes, optionally "<account>'s codes
 * plus a, b" building on an earlier row.
 */
function readmeAccounts(): Map<string, Set<string>> {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  const section = readme.split('## Demo accounts')[1].split('\n## ')[0];
  const rows = section.split('\n').filter((line) => /^\| `[a-z]+` \|/.test(line));
  const accounts = new Map<string, Set<string>>();
  for (const row of rows) {
    const cells = row.split('|').map((c) => c.trim());
    const name = cells[1].replaceAll('`', '');
    // What the codes open, in brackets, is for the reader.
    const access = cells[4].split(';')[0].replace(/\(.*?\)/g, '').trim();
    const listed = (text: string) => text.split(/,\s*/).map((c) => c.trim()).filter(Boolean);
    let codes: string[];
    if (access.startsWith('every access code')) codes = ALL_ACCESS_CODES;
    else if (access.startsWith('every code but ')) {
      const but = new Set(listed(access.slice('every code but '.length)));
      codes = ALL_ACCESS_CODES.filter((c) => !but.has(c));
    } else {
      const built = /^(\w+)'s codes plus (.*)$/.exec(access);
      const base = built ? accounts.get(built[1]) : new Set<string>();
      if (!base) throw new Error(`${name}: builds on ${built?.[1]}, which is not an earlier row`);
      codes = [...base, ...listed(built ? built[2] : access)];
    }
    accounts.set(name, new Set(codes));
  }
  return accounts;
}

describe('README demo accounts', () => {
  it('lists every seeded account with exactly the access codes the seed grants it', () => {
    const accounts = readmeAccounts();
    expect([...accounts.keys()].sort()).toEqual(SEED_USERS.map((u) => u.user_name).sort());
    for (const user of SEED_USERS) {
      const stated = [...(accounts.get(user.user_name) ?? [])].sort();
      expect(stated, user.user_name).toEqual([...new Set(user.codes)].sort());
    }
  });
});
