import type { SearchData } from '../../../shared/blocks/search';
import type { LayoutBlock } from '../../../shared/layout/layout';
import { searchKindOfParam } from '../../../shared/search/kinds';
import { SearchForm } from '../../components/search-form';

/** The search block: the same GET form as the search page, with the block's placeholder and scope. */
export function SearchBlock({ block }: { block: LayoutBlock<SearchData> }) {
  return (
    <div className="sqs-block sqs-block-search search-block">
      <SearchForm
        id={`search-block-${block.id}`}
        kind={searchKindOfParam(block.data.scope)}
        placeholder={block.data.placeholder}
      />
    </div>
  );
}
