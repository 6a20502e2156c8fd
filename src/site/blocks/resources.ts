import { createContext, useContext } from 'react';
import type { PublicForm } from '../../shared/forms/definition';
import type { SummaryView } from './summary/view';
import type { EventMonthView } from '../view-model';
import type { MapTileSettings } from '../../shared/maps/map-rules';

/** The outcome of a form posted without JavaScript, shown in that form when the page is rendered again. */
export interface FormResult {
  formId: string;
  status: 'success' | 'error';
  /** Field id → message; `form` holds the message about the whole form. */
  errors: Record<string, string>;
  /** The posted inputs by HTML name, to fill the fields again. */
  values: Record<string, string | string[] | undefined>;
}

/**
 * Data that blocks reference by id rather than hold (form definitions), loaded by the server
 * once per render and handed down through context, so block renderers stay synchronous.
 */
export interface BlockResources {
  forms: Record<string, PublicForm>;
  formResult?: FormResult;
  /** Path of the page being rendered, which forms post back to when JavaScript is off. */
  pagePath?: string;
  /** The page's public address (site origin and path, no query), which share buttons share. */
  pageUrl?: string;
  /** The page's query string: hidden form fields take their value from a parameter of their key. */
  query?: Record<string, string | undefined>;
  /**
   * The site's cookie policy holds third parties back until the visitor accepts: video blocks
   * then show no provider thumbnail (loading it would reach the provider) and ask before playing.
   */
  thirdPartiesNeedConsent?: boolean;
  /** Picture sizes of uploaded videos by address (read from the file on upload), for `<video width height>`. */
  videoSizes?: Record<string, { width: number; height: number }>;
  /** `BOOKING_WIDGET_BASE_URL`: booking widgets' scripts come from here instead of the providers (tests, offline installs). */
  bookingWidgetBaseUrl?: string;
  /** Items of summary blocks by block id, looked up by the server from the block's collection and filters. */
  summaries?: Record<string, SummaryView>;
  /** This month of the site's events collections that calendar blocks show, by collection id (this site's only). */
  calendars?: Record<string, EventMonthView>;
  /** Today in the site's time zone (`YYYY-MM-DD`): tour dates before it are past. */
  today?: string;
  /** The server's tile source (`MAP_TILE_URL`); without it map blocks render their static fallback. */
  mapTiles?: MapTileSettings;
}

export const BlockResourcesContext = createContext<BlockResources>({ forms: {} });
export const useBlockResources = () => useContext(BlockResourcesContext);
