/** The comments module's front door: what the rest of the server may use (eslint.config.js refuses other imports). */
import { defineModule } from '../../module-contract';
import type { ContentReader } from '../content';
import type { CaptchaService } from '../forms';
import type { WebsiteService } from '../websites';
import { registerCommentRoutes } from './routes';
import { createCommentService } from './service';

export { createCommentService } from './service';
export type { CommentService, PublicComment } from './service';

/** First-party comments on blog posts: visitors post them, owners moderate them (CONTEXT.md). */
export const commentsModule = defineModule({
  name: 'comments',
  create(
    { db, clock },
    needs: {
      websites: WebsiteService;
      content: Pick<ContentReader, 'visiblePosts' | 'postsOfSite' | 'collectionById'>;
      captcha: Pick<CaptchaService, 'verify'>;
    },
  ) {
    const comments = createCommentService({ db, clock, ...needs });
    return {
      services: { comments },
      registerRoutes: (app) => registerCommentRoutes(app, { comments, content: needs.content, clock }),
    };
  },
});
