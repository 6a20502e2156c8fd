/** A blog post's tag and category links (server-rendered; src/site/pages/blog-item.tsx). */
export const siteTaxonomyMessages = {
  'site.blog.categories': 'Categories',
  'site.blog.tagLink': 'Posts tagged “{tag}”',
  'site.blog.categoryLink': 'Posts in “{category}”',
} as const;
