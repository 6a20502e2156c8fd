import { FULL, IMAGES, block, heading, image, layout, quote, text } from './demo-blocks';
import type { DemoPost } from './demo-content';

/** The demo blog's posts: a code sample, a quote, images, so each post block type shows. */
const roastLogSample = `{
  "batch": "2025-02-04-03",
  "coffee": "Huila, Colombia (washed)",
  "greenWeightKg": 12.0,
  "chargeTempC": 205,
  "firstCrack": "8:42",
  "dropTime": "10:15",
  "developmentPercent": 15.2,
  "roastedWeightKg": 10.3,
  "notes": "Sweet, red apple, a little cocoa. Rest four days."
}`;

export const posts: DemoPost[] = [
  {
    title: 'Why we roast on Tuesdays',
    urlId: 'why-we-roast-on-tuesdays',
    excerpt:
      'One roast day a week keeps every bag fresh, and gives the rest of the week to tasting, brewing and fixing what we got wrong.',
    authorName: 'Maya Ortiz',
    publishedAt: '2025-05-06T15:00:00.000Z',
    tags: ['roasting', 'freshness'],
    categories: ['Roastery'],
    imageUrl: `${IMAGES}/roastery-glow.svg`,
    body: layout(
      text(
        '<p>People ask why the roaster sits cold six days a week. The short answer: freshness. The longer answer is that a single roast day changes how the whole café works.</p><p>Coffee needs a few days to rest after roasting, and it is at its best for about three weeks. Roasting once a week means every bag on our shelf is between four and ten days old, right in the sweet spot.</p>',
      ),
      quote('A roaster that runs every day is a roaster that never gets listened to.', 'Sam, head roaster'),
      text(
        '<p>It also gives us a rhythm. Monday is for cupping last week’s batches, Tuesday is for roasting, and the rest of the week is for brewing, tasting and adjusting the profiles for next time.</p>',
      ),
      image('morning-hills.svg', 'Warm layered hills at sunrise', FULL, { aspectRatio: '16:9' }),
    ),
  },
  {
    title: 'A week in Huila: notes from origin',
    urlId: 'a-week-in-huila',
    excerpt:
      'Steep hills, patient pickers and a lot of tinto. What we learned visiting the farms behind our Colombian coffees.',
    authorName: 'Maya Ortiz',
    publishedAt: '2025-04-14T15:00:00.000Z',
    tags: ['colombia', 'sourcing'],
    categories: ['Origin'],
    imageUrl: `${IMAGES}/origin-mountains.svg`,
    body: layout(
      text(
        '<p>In March we spent a week with the growers of the Asociación Los Naranjos, outside Pitalito. We have bought their coffee for four years; this was our first harvest with them.</p>',
      ),
      image('origin-mountains.svg', 'Green mountain ridges wrapped in morning mist', FULL, {
        aspectRatio: '21:9',
        caption: 'Morning mist over the ridges above Pitalito.',
      }),
      heading('Picking is the whole game', 2),
      text(
        '<p>Every cherry is picked by hand, and only the ripe ones. On the steepest plots a picker might fill two baskets in a morning. When you taste that red-apple sweetness in the cup, this is where it comes from.</p>',
      ),
      quote('Good coffee is made on the tree. After that, you can only lose it.', 'Don Álvaro, producer'),
    ),
  },
  {
    title: 'Brew guide: a better V60 at home',
    urlId: 'brew-guide-v60',
    excerpt:
      'Fifteen grams of coffee, four minutes and a steady hand. Our baristas’ method for a sweet, clear pour-over.',
    authorName: 'Jonah Reyes',
    publishedAt: '2025-03-20T15:00:00.000Z',
    tags: ['brew guide', 'pour-over'],
    categories: ['Brewing'],
    imageUrl: `${IMAGES}/pour-over.svg`,
    body: layout(
      text(
        '<p>The V60 rewards attention. Get the grind and the pour right and it makes the clearest, most fragrant cup of any brewer we know.</p>',
      ),
      image('pour-over.svg', 'An illustrated pour-over cone dripping into a cup', [3, 8], {
        aspectRatio: '1:1',
      }),
      heading('What you need', 2),
      text(
        '<ul><li>15 g of coffee, ground like coarse sand</li><li>250 g of water just off the boil (about 94 °C)</li><li>A paper filter, rinsed with hot water</li><li>A scale and a timer</li></ul>',
      ),
      heading('The method', 2),
      text(
        '<ol><li>Bloom with 40 g of water and wait 40 seconds.</li><li>Pour in slow circles to 150 g by 1:15.</li><li>Pour to 250 g by 2:00, then give the brewer a gentle swirl.</li><li>Let it drain. Aim to finish between 3:00 and 3:30.</li></ol><p>Too bitter? Grind coarser. Sour or thin? Grind finer.</p>',
      ),
    ),
  },
  {
    title: 'Inside our roast log',
    urlId: 'inside-our-roast-log',
    excerpt:
      'Every batch we roast gets a record. Here is what we write down, and why a plain text file beats fancy software.',
    authorName: 'Sam Okafor',
    publishedAt: '2025-02-11T15:00:00.000Z',
    tags: ['roasting', 'behind the scenes'],
    categories: ['Roastery'],
    body: layout(
      text(
        '<p>Roasting is a craft of small adjustments, and you cannot adjust what you do not measure. So every batch gets a record in a shared file: temperatures, times, weights and a tasting note once it has rested.</p>',
      ),
      heading('One batch, one record', 2),
      text('<p>Here is a real entry from February, exactly as it sits in the log:</p>'),
      block('code', { mode: 'code', language: 'JSON', code: roastLogSample }),
      text(
        '<p>The number we watch most closely is development: the share of the roast after first crack. Around 15% suits our washed coffees; naturals like a touch less.</p>',
      ),
    ),
  },
];
