import type { MenuData } from '../../../shared/blocks/menu';
import type { LayoutBlock } from '../../../shared/layout/layout';
import { PlainParagraphs } from '../plain-paragraphs';

/**
 * Menu with tabs (spec visitor-runtime §4). Without JavaScript every menu shows under its own
 * heading, and the tab list stays hidden (tabs that do nothing would be a lie). The `menu-tabs`
 * runtime feature reveals the ARIA tab list, selects the first tab and hides the other panels.
 */
export function MenuBlock({ block }: { block: LayoutBlock<MenuData> }) {
  const { menus } = block.data;
  const idOf = (part: string, index: number) => `menu-${block.id}-${part}-${index}`;
  return (
    <div className="sqs-block sqs-block-menu" data-menu-tabs="">
      <div className="sqs-menu__tabs" role="tablist" hidden>
        {menus.map((menu, index) => (
          <button
            key={index}
            type="button"
            role="tab"
            className="sqs-menu__tab"
            id={idOf('tab', index)}
            aria-controls={idOf('panel', index)}
            aria-selected={index === 0 ? 'true' : 'false'}
            tabIndex={index === 0 ? 0 : -1}
          >
            {menu.title}
          </button>
        ))}
      </div>
      {menus.map((menu, index) => (
        <section
          key={index}
          className="sqs-menu__panel"
          id={idOf('panel', index)}
          aria-labelledby={idOf('title', index)}
        >
          <h3 className="sqs-menu__title" id={idOf('title', index)}>
            {menu.title}
          </h3>
          <div className="sqs-menu__body sqs-prose">
            <PlainParagraphs text={menu.body} />
          </div>
        </section>
      ))}
    </div>
  );
}
