import type { DesignTokens } from '../../../shared/api/design';
import type { SiteFooter, SiteHeader, WebsiteSettings } from '../../../shared/api/site';
import type { ProductInput, StoreSettingsInput } from '../../../shared/api/store';
import type { FormDefinitionInput } from '../../../shared/forms/definition';
import type { Layout } from '../../../shared/layout/layout';

/**
 * What a starter template creates. Plain data, built per site from the owner's title, and
 * written through the same services as the owners' app (validated and sanitized like any edit).
 */
export interface SiteTemplate {
  design: Partial<DesignTokens>;
  header: SiteHeader;
  footer: SiteFooter;
  settings: Partial<WebsiteSettings>;
  /** Form definitions that the pages' form and newsletter blocks name by id. */
  forms: Array<{ id: string; definition: FormDefinitionInput }>;
  /** In navigation order: the order they are created is the order of the main menu. */
  entries: TemplateEntry[];
}

/** Ids known only once the site's products exist (a product block names its product). */
export interface CreatedRefs {
  productIds: Record<string, string>;
}

export interface TemplatePage {
  kind: 'page';
  title: string;
  urlId: string;
  description: string;
  navigation: 'main' | '_hidden';
  isHome?: boolean;
  layout: Layout | ((refs: CreatedRefs) => Layout);
}

export interface TemplatePost {
  title: string;
  urlId: string;
  excerpt: string;
  authorName: string;
  /** ISO instant. */
  publishedAt: string;
  tags: string[];
  categories: string[];
  imageUrl: string;
  body: Layout;
}

export interface TemplateBlog {
  kind: 'blog';
  title: string;
  urlId: string;
  description: string;
  posts: TemplatePost[];
}

export interface TemplateShop {
  kind: 'products';
  title: string;
  urlId: string;
  description: string;
  settings: StoreSettingsInput;
  /** Keyed by urlId in `CreatedRefs.productIds`. */
  products: ProductInput[];
}

export type TemplateEntry = TemplatePage | TemplateBlog | TemplateShop;
