import type { ReactNode } from 'react';
import type { FormRule, TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import type { CallOptions } from '../../api/call';
import type { CrudQuery } from './use-crud-list';
import type { CompanyChoices } from './company-field';

/** A page of rows, as every list answers (some with more beside it: inventory's remaining stock). */
export interface CrudAnswer<R> {
  rows: R[];
  total: number;
}

/** The calls a CrudPage makes; `manageApi(entry)` gives them for a `/xxxManage` entry. */
export interface CrudApi<R, A extends CrudAnswer<R> = CrudAnswer<R>> {
  search(query: CrudQuery, options: CallOptions): Promise<A>;
  add?(input: Record<string, unknown>): Promise<unknown>;
  update?(row: R, input: Record<string, unknown>): Promise<unknown>;
  remove?(rows: R[]): Promise<unknown>;
  restore?(rows: R[]): Promise<unknown>;
  /** The .xlsx of the filtered list, where the spec has one. */
  export?(filter: Record<string, unknown>): Promise<{ blob: Blob; filename: string }>;
}

/** One field of the add/edit form. Its label is `<messages>.<name>` unless given. */
export interface CrudField {
  name: string;
  label?: string;
  /** A text box (the default), a text area or a picker of `options`. */
  kind?: 'text' | 'area' | 'select';
  /** At most this many characters: a form rule with its message, never the input's maxLength (src/lib/form-rules.ts). */
  max?: number;
  /** The message key shown when it is empty (or blank). */
  required?: string;
  /** Further checks with their messages (a phone's format). */
  rules?(t: TFunction): FormRule[];
  options?: { value: string | number; label: string }[];
  testId?: string;
  /** The control itself, where none of the kinds fits. */
  input?(t: TFunction): ReactNode;
  /** Marked required where `rules` check emptiness themselves (with the first failing message only). */
  marked?: boolean;
  /** Shown when adding only (fixed once added). */
  newOnly?: boolean;
}

/** One filter above the list: a search box or a picker, each asking again from page 1. */
export interface CrudFilter {
  name: string;
  kind: 'search' | 'select';
  /** Message key of its label (and placeholder). */
  label: string;
  placeholder?: string;
  options?: { value: string | number; label: string }[];
  width?: number;
}

/** The codes that allow each write; a write whose codes the caller lacks has no button. */
export interface CrudAccess {
  add?: readonly string[];
  update?: readonly string[];
  delete?: readonly string[];
}

/**
 * One CRUD resource as its page shows it: where its words are (`messages`, falling back to the
 * kit's `crud.*`), its calls, its columns, filters and form, who may write, and whether it has a
 * recycle bin and an export.
 */
export interface CrudDecl<R extends { id: number }, A extends CrudAnswer<R> = CrudAnswer<R>> {
  /** The i18n prefix of the resource's words: title, add, edit, empty, deleteConfirm, each field's label... */
  messages: string;
  /** data-testid prefix: `<ids>-page`, `<ids>-add`, `<ids>-bin-toggle`, `<ids>-form`, `<ids>-edit-<id>`... */
  ids: string;
  /** The page's data-testid when it is not `<ids>-page`. */
  rootTestId?: string;
  /** The list's data-testid, where the page has one. */
  tableTestId?: string;
  api: CrudApi<R, A>;
  /** `choices`: the companies the caller may pick among (asked only with `company`), for a company column shown where there are several. */
  columns(context: { t: TFunction; lang: string; deleted: boolean; choices: CompanyChoices }): TableColumnsType<R>;
  filters?: CrudFilter[];
  /** Rows a page (20 unless given). */
  pageSize?: number;
  form?: {
    fields: CrudField[];
    /** The body sent; by default strings trimmed and blanks sent as null. */
    toInput?(values: Record<string, unknown>): Record<string, unknown>;
    width?: number;
  };
  access?: CrudAccess;
  /** A new row's company may be chosen (by whoever may choose among several): the declared form shows the picker, a page's own form gets the choices. */
  company?: boolean;
  /** Deleting moves a row to a recycle bin the page can show, where it can be restored. */
  bin?: boolean;
  /** What the confirmations call a row. */
  nameOf?(row: R): string;
  /** A row the caller may not change (a platform default). */
  writable?(row: R): boolean;
  /** A row that stays (the caller's own account): its delete shows, disabled. */
  deletable?(row: R): boolean;
  /** More actions of a live row, drawn between edit and delete (bind devices, lock a company); `reload` lists again after one. */
  rowActions?(row: R, reload: () => void): ReactNode;
  /** The i18n key (in full) of the count beside the pager (`{{total}}`), where the page shows one. */
  totalText?: string;
  /** A line above the list (what the resource is for). */
  hint?: string;
  /** Live rows can be ticked (for a batch action of the page's own, given the ticked rows in `ListView.selected`). */
  selectable?: boolean;
}
