import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { marketingFields } from '../../../shared/api/census';
import { conversionEventNames } from '../../../shared/api/census';
import {
  base,
  daysOf,
  eventsIn,
  hitsIn,
  int,
  pct,
  rangeOf,
  TOP,
  visitKey,
  type AnalyticsViews,
  type ViewDeps,
} from './analytics-sql';
import { censusEvents, censusHits } from './tables';

/** Marketing: campaigns (UTM), conversions and newsletter sign-ups. */
export function createMarketingViews({
  db,
}: ViewDeps): AnalyticsViews<'campaigns' | 'conversions' | 'newsletter'> {
  return {
    async campaigns(websiteId, query, timeZone) {
      const visits = int(sql`count(distinct ${visitKey})`);
      const utm = await db
        .select({
          source: censusHits.utmSource,
          medium: censusHits.utmMedium,
          campaign: censusHits.utmCampaign,
          term: censusHits.utmTerm,
          content: censusHits.utmContent,
          visits,
          views: int(sql`count(*)`),
        })
        .from(censusHits)
        .where(
          and(
            hitsIn(websiteId, query, timeZone),
            sql`(${censusHits.utmSource} is not null or ${censusHits.utmCampaign} is not null or ${censusHits.utmMedium} is not null)`,
          ),
        )
        .groupBy(
          censusHits.utmSource,
          censusHits.utmMedium,
          censusHits.utmCampaign,
          censusHits.utmTerm,
          censusHits.utmContent,
        )
        .orderBy(desc(visits))
        .limit(TOP);
      // Key names inlined (constants), so SELECT and GROUP BY are the same expression to PostgreSQL.
      const field = (name: (typeof marketingFields)[number]) =>
        sql<string | null>`${censusEvents.data} ->> ${sql.raw(`'${name}'`)}`;
      const landings = int(sql`count(*)`);
      const marketing = await db
        .select({
          source: field('source'),
          channel: field('channel'),
          campaign: field('campaign'),
          subcampaign: field('subcampaign'),
          subchannel: field('subchannel'),
          variation: field('variation'),
          landings,
        })
        .from(censusEvents)
        .where(eventsIn(websiteId, query, timeZone, 'landing'))
        .groupBy(
          field('source'),
          field('channel'),
          field('campaign'),
          field('subcampaign'),
          field('subchannel'),
          field('variation'),
        )
        .orderBy(desc(landings))
        .limit(TOP);
      return {
        ...base('campaigns', query),
        columns: [
          'kind',
          'source',
          'medium / channel',
          'campaign',
          'term / subcampaign',
          'content / subchannel',
          'variation',
          'visits / landings',
          'page views',
        ],
        rows: [
          ...utm.map((row) => [
            'utm',
            row.source,
            row.medium,
            row.campaign,
            row.term,
            row.content,
            null,
            row.visits,
            row.views,
          ]),
          ...marketing.map((row) => [
            'landing',
            row.source,
            row.channel,
            row.campaign,
            row.subcampaign,
            row.subchannel,
            row.variation,
            row.landings,
            null,
          ]),
        ],
      };
    },

    async conversions(websiteId, query, timeZone) {
      const { start, end } = rangeOf(query, timeZone);
      const inRange = and(
        eq(censusEvents.websiteId, websiteId),
        gte(censusEvents.createdAt, start),
        lt(censusEvents.createdAt, end),
      );
      const count = (condition: SQL) => int(sql`count(*) filter (where ${condition})`);
      // Form submissions arrive as RecordEvent events whose payload names the form.
      const formId = sql<string>`case when ${censusEvents.kind} = 'event' then coalesce(${censusEvents.data} ->> 'formId', '') else ${censusEvents.subject} end`;
      const forms = await db
        .select({
          id: formId,
          renders: count(sql`${censusEvents.kind} = 'form-render'`),
          submissions: count(
            sql`${censusEvents.kind} = 'event' and ${censusEvents.subject} in (${conversionEventNames.formSubmission}, ${conversionEventNames.newsletterSignup})`,
          ),
        })
        .from(censusEvents)
        .where(
          and(
            inRange,
            sql`(${censusEvents.kind} = 'form-render' or (${censusEvents.kind} = 'event' and ${censusEvents.subject} in (${conversionEventNames.formSubmission}, ${conversionEventNames.newsletterSignup})))`,
          ),
        )
        .groupBy(formId)
        .orderBy(formId)
        .limit(TOP);
      const buttons = await db
        .select({
          id: censusEvents.subject,
          label: sql<string>`max(${censusEvents.label})`,
          renders: count(sql`${censusEvents.kind} = 'button-render'`),
          clicks: count(sql`${censusEvents.kind} = 'button-click'`),
        })
        .from(censusEvents)
        .where(and(inRange, sql`${censusEvents.kind} in ('button-render', 'button-click')`))
        .groupBy(censusEvents.subject)
        .orderBy(censusEvents.subject)
        .limit(TOP);
      // The popup overlay: impressions and conversions (sign-ups, button presses) beside the forms.
      const overlays = await db
        .select({
          id: censusEvents.subject,
          shown: count(sql`${censusEvents.label} = 'shown'`),
          submitted: count(sql`${censusEvents.label} = 'submitted'`),
        })
        .from(censusEvents)
        .where(and(inRange, eq(censusEvents.kind, 'overlay')))
        .groupBy(censusEvents.subject)
        .orderBy(censusEvents.subject)
        .limit(TOP);
      return {
        ...base('conversions', query),
        columns: ['kind', 'id', 'label', 'views', 'conversions', 'conversion rate (%)'],
        rows: [
          ...forms.map((row) => [
            'form',
            row.id,
            '',
            row.renders,
            row.submissions,
            pct(row.submissions, row.renders),
          ]),
          ...overlays.map((row) => [
            'popup',
            row.id,
            '',
            row.shown,
            row.submitted,
            pct(row.submitted, row.shown),
          ]),
          ...buttons.map((row) => [
            'button',
            row.id,
            row.label,
            row.renders,
            row.clicks,
            pct(row.clicks, row.renders),
          ]),
        ],
      };
    },

    async newsletter(websiteId, query, timeZone) {
      const day = sql<string>`to_char(${censusEvents.createdAt} at time zone ${timeZone}, 'YYYY-MM-DD')`;
      const rows = await db
        .select({ day, signUps: int(sql`count(*)`) })
        .from(censusEvents)
        .where(
          and(
            eventsIn(websiteId, query, timeZone, 'event'),
            eq(censusEvents.subject, conversionEventNames.newsletterSignup),
          ),
        )
        .groupBy(day)
        .orderBy(day);
      const byDay = new Map(rows.map((row) => [row.day, row.signUps]));
      return {
        ...base('newsletter', query),
        columns: ['date', 'sign-ups'],
        rows: daysOf(query).map((key) => [key, byDay.get(key) ?? 0]),
        totals: { signUps: rows.reduce((sum, row) => sum + row.signUps, 0) },
      };
    },
  };
}
