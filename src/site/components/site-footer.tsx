import type { SiteFooter as SiteFooterData } from '../../shared/api/site';
import { LayoutView } from './layout-view';

export function SiteFooter({ footer }: { footer: SiteFooterData }) {
  const smallPrint = footer.smallPrint?.trim() ?? '';
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <LayoutView layout={footer.layout} />
        {smallPrint !== '' && <p className="site-footer__small-print">{smallPrint}</p>}
      </div>
    </footer>
  );
}
