import { REVENUE_SORTS, type RevenueSort } from '@coldroom/contract';

/**
 * The check-outs table's sort and page, in the URL beside the filters (`sort`, `order`, `page`), and sent
 * to the server as they are: the table is sorted and paged by the server, never in the browser.
 */
export type SortOrder = 'asc' | 'desc';
export interface TableState {
  sort: RevenueSort;
  order: SortOrder;
  page: number;
}

export const DEFAULT_TABLE: TableState = { sort: 'time', order: 'desc', page: 1 };

/** Newest, largest and longest first; names from A. */
const FIRST_ORDER: Record<RevenueSort, SortOrder> = { time: 'desc', total: 'desc', days: 'desc', room: 'asc', farmer: 'asc' };

export function tableFromParams(params: URLSearchParams): TableState {
  const sort = params.get('sort');
  const order = params.get('order');
  const page = Number(params.get('page'));
  const validSort = (REVENUE_SORTS as readonly string[]).includes(sort ?? '') ? (sort as RevenueSort) : DEFAULT_TABLE.sort;
  return {
    sort: validSort,
    order: order === 'asc' || order === 'desc' ? order : FIRST_ORDER[validSort],
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

export function tableToParams(state: TableState, base: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(base);
  const isDefault = state.sort === DEFAULT_TABLE.sort && state.order === DEFAULT_TABLE.order;
  if (isDefault) {
    next.delete('sort');
    next.delete('order');
  } else {
    next.set('sort', state.sort);
    next.set('order', state.order);
  }
  if (state.page > 1) next.set('page', String(state.page));
  else next.delete('page');
  return next;
}

/** A click on a column: the same column flips its order, another starts at its natural order; back to page 1. */
export function sortBy(state: TableState, column: RevenueSort): TableState {
  const order = state.sort === column ? (state.order === 'asc' ? 'desc' : 'asc') : FIRST_ORDER[column];
  return { sort: column, order, page: 1 };
}
