import type { SiteFooter as SiteFooterData } from '../../shared/api/site';
import type { BusinessView } from '../view-model';
import { BusinessFooter } from './business-info';
import { LayoutView } from './layout-view';

export function SiteFooter({
  footer,
  business,
}: {
  footer: SiteFooterData;
  business?: BusinessView | undefined;
}) {
  const smallPrint = footer.smallPrint?.trim() ?? '';
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <LayoutView layout={footer.layout} />
        {business && <BusinessFooter business={business} />}
        {smallPrint !== '' && <p className="site-footer__small-print">{smallPrint}</p>}
      </div>
    </footer>
  );
}
