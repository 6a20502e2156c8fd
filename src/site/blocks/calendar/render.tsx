import type { CalendarData } from '../../../shared/blocks/calendar';
import type { LayoutBlock } from '../../../shared/layout/layout';
import { EventCalendar } from '../../components/event-calendar';
import { useBlockResources } from '../resources';

/**
 * Calendar: this month of one of the site's events pages (read by the server for this site only,
 * `resources.calendars`). Nothing when no events page is chosen or it is not this site's.
 */
export function CalendarBlock({ block }: { block: LayoutBlock<CalendarData> }) {
  const calendar = useBlockResources().calendars?.[block.data.collectionId];
  if (!calendar) return null;
  return (
    <div className="sqs-block sqs-block-calendar">
      <EventCalendar calendar={calendar} locale="en-US" headingLevel={3} />
    </div>
  );
}
