import { describe, expect, it } from 'vitest';
import { closeAll, closeOthers, closeTab, openTab, type PageTab } from './tab-rules';

const tab = (name: string, query: Record<string, unknown> = {}): PageTab => ({ name, title: name, argu: {}, query });
const HOME = tab('home_index');
const names = (list: PageTab[]) => list.map((t) => t.name);
const three = [HOME, tab('ownSpace'), tab('message'), tab('history')];

describe('tab rules', () => {
  it('opens a page once, at the end, with home always first', () => {
    let list = openTab([], tab('ownSpace'), HOME);
    list = openTab(list, tab('message'), HOME);
    list = openTab(list, tab('ownSpace', { a: 1 }), HOME);
    expect(names(list)).toEqual(['home_index', 'ownSpace', 'message']);
    expect(list[1].query).toEqual({ a: 1 });
  });

  it('closing the active tab lands on the next tab', () => {
    const change = closeTab(three, 'ownSpace', 'ownSpace', HOME);
    expect(names(change.list)).toEqual(['home_index', 'message', 'history']);
    expect(change.next?.name).toBe('message');
  });

  it('closing the active last tab lands on the previous one', () => {
    const change = closeTab(three, 'history', 'history', HOME);
    expect(change.next?.name).toBe('message');
    expect(names(change.list)).toEqual(['home_index', 'ownSpace', 'message']);
  });

  it('closing a background tab stays where it is', () => {
    const change = closeTab(three, 'message', 'ownSpace', HOME);
    expect(change.next).toBeNull();
    expect(names(change.list)).toEqual(['home_index', 'ownSpace', 'history']);
  });

  it('the home tab cannot be closed', () => {
    const change = closeTab(three, 'home_index', 'home_index', HOME);
    expect(names(change.list)).toEqual(names(three));
    expect(change.next).toBeNull();
  });

  it('close others keeps home and the chosen tab; close all keeps home and goes there', () => {
    expect(names(closeOthers(three, 'message', HOME))).toEqual(['home_index', 'message']);
    const all = closeAll(three, HOME);
    expect(names(all.list)).toEqual(['home_index']);
    expect(all.next?.name).toBe('home_index');
  });
});
