/** Visitor-facing text of the third-party embed blocks (issue 17): audio, social post cards, Amazon, booking. */
export const siteEmbedMessages = {
  'site.audio.label': 'Audio: {title}',
  'site.audio.untitled': 'Audio',
  'site.audio.soundCloudPlay': 'Play on SoundCloud',
  'site.audio.soundCloudListen': 'Listen on SoundCloud',
  'site.audio.soundCloudNotice':
    'The player is SoundCloud’s, which may set cookies and learn that you visited this page.',
  'site.socialPost.viewOn': 'View on {provider}',
  'site.socialPost.by': 'Post by {author} on {provider}',
  'site.socialPost.on': 'Post on {provider}',
  'site.amazon.label': 'Product on Amazon',
  'site.booking.load': 'Open the {provider} booking widget',
  'site.booking.notice':
    'The widget is {provider}’s and loads from its site, which may set cookies, once you press the button.',
} as const;
