import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DataTable, type Column, type DataTableProps } from './data-table';

type Person = { id: string; name: string; email: string };
const people: Person[] = [
  { id: 'a', name: 'Ada', email: 'ada@example.com' },
  { id: 'b', name: '', email: 'bob@example.com' },
];
const columns: Column<Person>[] = [
  {
    header: 'Person',
    cell: (person) => person.name || person.email,
    link: (person) => `/people/${person.id}`,
    sub: (person) => person.name && person.email,
  },
  { header: 'Actions', headerHidden: true, cell: () => <button type="button">Remove</button> },
];

const render = (props: Partial<DataTableProps<Person>>) =>
  renderToStaticMarkup(
    <MemoryRouter basename="/config" initialEntries={['/config/people']}>
      <DataTable
        columns={columns}
        rows={people}
        rowKey={(person) => person.id}
        empty="Nobody yet."
        {...props}
      />
    </MemoryRouter>,
  );

describe('DataTable', () => {
  it('heads every column for screen readers, a hidden heading included', () => {
    const html = render({ label: 'People' });
    expect(html).toContain('<table class="data-table" aria-label="People">');
    expect(html).toContain('<th scope="col">Person</th>');
    expect(html).toContain('<th scope="col"><span class="visually-hidden">Actions</span></th>');
  });

  it("links a row's cell to its screen and puts the second line under it only when there is one", () => {
    const html = render({});
    expect(html).toContain(
      '<td><a href="/config/people/a" data-discover="true">Ada</a><span class="data-table__sub">ada@example.com</span></td>',
    );
    expect(html).toContain('<td><a href="/config/people/b" data-discover="true">bob@example.com</a></td>');
  });

  it('puts data hooks and classes on rows and cells', () => {
    const html = render({
      rowProps: (person) => ({ 'data-person': person.id, className: 'row' }),
      columns: [{ header: 'Name', cell: (person) => person.name, cellProps: () => ({ 'data-name': true }) }],
    });
    expect(html).toContain('<tr data-person="a" class="row"><td data-name="true">Ada</td></tr>');
  });

  it('shows the empty state instead of a table', () => {
    expect(render({ rows: [] })).toBe('<p class="page-list__empty">Nobody yet.</p>');
  });

  it('pages under a scrolling table, counting the whole list', () => {
    const html = render({
      scroll: true,
      pager: {
        page: 2,
        pageSize: 2,
        total: 5,
        count: (total) => `${total} ${total === 1 ? 'person' : 'people'}`,
        onPage: () => {},
      },
    });
    expect(html).toMatch(/^<div class="table-scroll"[^>]*tabindex="0"><table/);
    expect(html).toContain('<nav class="pager" aria-label="Pages">');
    expect(html).toContain('<span role="status">Page 2 of 3 · 5 people</span>');
  });

  it('is empty when a paged list has no rows at all, and can hide a pager of one page', () => {
    const pager = { page: 1, pageSize: 25, onPage: () => {} };
    expect(render({ rows: [], pager: { ...pager, total: 0 } })).toBe(
      '<p class="page-list__empty">Nobody yet.</p>',
    );
    const single = render({ pager: { ...pager, total: 2, label: 'Order pages', hideWhenOnePage: true } });
    expect(single).not.toContain('pager');
    const several = render({
      pager: { ...pager, pageSize: 1, total: 2, label: 'Order pages', previous: 'Newer', next: 'Older' },
    });
    expect(several).toContain('<nav class="pager" aria-label="Order pages">');
    expect(several).toContain('Newer</button><span role="status">Page 1 of 2</span>');
    expect(several).toContain('disabled="">Newer');
  });
});
