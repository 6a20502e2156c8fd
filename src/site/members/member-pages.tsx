import type { ReactNode } from 'react';
import { t } from '../text';
import type { MemberPageView } from './view-model';

type Screen<Name extends MemberPageView['screen']> = Extract<MemberPageView, { screen: Name }>;

/** A form that works without JavaScript: a post with the crumb (and, signed in, the member's XSRF token). */
function PostForm({
  action,
  crumb,
  xsrfToken,
  children,
  className,
}: {
  action: string;
  crumb: string;
  xsrfToken?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <form method="post" action={action} className={className ?? 'member-form'}>
      <input type="hidden" name="crumb" value={crumb} />
      {xsrfToken !== undefined && <input type="hidden" name="xsrfToken" value={xsrfToken} />}
      {children}
    </form>
  );
}

function Field(props: {
  id: string;
  name: string;
  label: string;
  type?: string;
  autoComplete?: string;
  defaultValue?: string;
  required?: boolean;
}) {
  return (
    <p className="form-field">
      <label className="form-label" htmlFor={props.id}>
        {props.label}
      </label>
      <input
        className="form-input"
        id={props.id}
        name={props.name}
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete}
        defaultValue={props.defaultValue}
        required={props.required ?? true}
        maxLength={props.type === 'password' ? 1024 : 256}
      />
    </p>
  );
}

function Notices({ notice, error }: { notice: string | null; error: string | null }) {
  return (
    <>
      {error && (
        <p className="form-error" role="alert" data-member-error>
          {error}
        </p>
      )}
      {notice && (
        <p className="member-notice" role="status" data-member-notice>
          {notice}
        </p>
      )}
    </>
  );
}

function SignIn({ page }: { page: Screen<'sign-in'> }) {
  return (
    <>
      <Notices notice={page.notice} error={page.error} />
      <section aria-labelledby="member-sign-in">
        <h1 id="member-sign-in">{t('site.member.signIn.title')}</h1>
        <PostForm action="/account/sign-in" crumb={page.crumb}>
          <Field
            id="sign-in-email"
            name="email"
            label={t('site.member.signIn.email')}
            type="email"
            autoComplete="email"
            defaultValue={page.email}
          />
          <Field
            id="sign-in-password"
            name="password"
            label={t('site.member.signIn.password')}
            type="password"
            autoComplete="current-password"
          />
          <p className="form-field">
            <label>
              <input type="checkbox" name="rememberMe" value="true" /> {t('site.member.signIn.rememberMe')}
            </label>
          </p>
          <button type="submit" className="button">
            {t('site.member.signIn.submit')}
          </button>
        </PostForm>
        <p>
          <a href="/account/reset">{t('site.member.signIn.forgot')}</a>
        </p>
      </section>
      <section aria-labelledby="member-sign-up">
        <h2 id="member-sign-up">{t('site.member.signUp.title')}</h2>
        <PostForm action="/account/sign-up" crumb={page.crumb}>
          <Field
            id="sign-up-name"
            name="displayName"
            label={t('site.member.signUp.name')}
            autoComplete="name"
            required={false}
          />
          <Field
            id="sign-up-email"
            name="email"
            label={t('site.member.signIn.email')}
            type="email"
            autoComplete="email"
          />
          <Field
            id="sign-up-password"
            name="password"
            label={t('site.member.signUp.password')}
            type="password"
            autoComplete="new-password"
          />
          <button type="submit" className="button">
            {t('site.member.signUp.submit')}
          </button>
        </PostForm>
      </section>
    </>
  );
}

function Account({ page }: { page: Screen<'account'> }) {
  const form = { crumb: page.crumb, xsrfToken: page.xsrfToken };
  return (
    <>
      <h1>{t('site.member.account.title')}</h1>
      <p data-member-email>{t('site.member.account.signedInAs', { email: page.email })}</p>
      <Notices notice={page.notice} error={page.error} />
      <section aria-labelledby="member-profile">
        <h2 id="member-profile">{t('site.member.account.profile')}</h2>
        <PostForm action="/account/profile" {...form}>
          <Field
            id="profile-name"
            name="displayName"
            label={t('site.member.signUp.name')}
            defaultValue={page.displayName}
            required={false}
          />
          <button type="submit" className="button">
            {t('site.member.account.saveProfile')}
          </button>
        </PostForm>
      </section>
      <section aria-labelledby="member-orders" data-member-orders>
        <h2 id="member-orders">{t('site.member.account.orders')}</h2>
        {page.orders.length === 0 ? (
          <p>{t('site.member.account.noOrders')}</p>
        ) : (
          <ul className="member-orders">
            {page.orders.map((order) => (
              <li key={order.number}>
                <a href={order.href}>{t('site.member.account.order', { number: order.number })}</a> ·{' '}
                {order.date} · {order.status} · {order.total} · {order.items}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="member-addresses">
        <h2 id="member-addresses">{t('site.member.account.addresses')}</h2>
        {page.addresses.length === 0 && <p>{t('site.member.account.noAddresses')}</p>}
        {page.addresses.map((address) => (
          <PostForm key={address.id} action={`/account/addresses/${address.id}/remove`} {...form}>
            <address>{address.lines.join(', ')}</address>
            <button type="submit" className="button button--secondary">
              {t('site.member.account.removeAddress')}
            </button>
          </PostForm>
        ))}
        <PostForm action="/account/addresses" {...form}>
          <Field id="address-name" name="name" label={t('site.member.signUp.name')} autoComplete="name" />
          <Field
            id="address-line1"
            name="line1"
            label={t('site.member.account.line1')}
            autoComplete="address-line1"
          />
          <Field
            id="address-line2"
            name="line2"
            label={t('site.member.account.line2')}
            autoComplete="address-line2"
            required={false}
          />
          <Field
            id="address-city"
            name="city"
            label={t('site.member.account.city')}
            autoComplete="address-level2"
          />
          <Field
            id="address-zip"
            name="zip"
            label={t('site.member.account.zip')}
            autoComplete="postal-code"
            required={false}
          />
          <Field
            id="address-country"
            name="country"
            label={t('site.member.account.country')}
            autoComplete="country-name"
          />
          <button type="submit" className="button">
            {t('site.member.account.addAddress')}
          </button>
        </PostForm>
      </section>
      <section className="member-sign-out">
        <PostForm action="/account/sign-out" {...form}>
          <button type="submit" className="button">
            {t('site.member.account.signOut')}
          </button>
        </PostForm>
        <PostForm action="/account/sign-out-everywhere" {...form}>
          <button type="submit" className="button button--secondary">
            {t('site.member.account.signOutEverywhere')}
          </button>
        </PostForm>
      </section>
      <section aria-labelledby="member-data">
        <h2 id="member-data">{t('site.member.account.yourData')}</h2>
        <p>
          <a href="/account/export.json" download>
            {t('site.member.account.export')}
          </a>
        </p>
        <p>{t('site.member.account.deleteWarning')}</p>
        <PostForm action="/account/delete" {...form}>
          <Field id="delete-confirm" name="confirm" label={t('site.member.account.deleteConfirm')} />
          <button type="submit" className="button button--secondary">
            {t('site.member.account.delete')}
          </button>
        </PostForm>
      </section>
    </>
  );
}

/** Members' pages: sign-in and sign-up, the links' confirmations, and the account page. */
export function MemberPage({ page }: { page: MemberPageView }) {
  return (
    <div className="container container--narrow member-page">
      <MemberScreenContent page={page} />
    </div>
  );
}

function MemberScreenContent({ page }: { page: MemberPageView }) {
  switch (page.screen) {
    case 'sign-in':
      return <SignIn page={page} />;
    case 'account':
      return <Account page={page} />;
    case 'message':
      return (
        <>
          <h1>{page.title}</h1>
          <p data-member-notice>{page.message}</p>
          <p>
            <a className="button" href={page.actionHref}>
              {page.actionLabel}
            </a>
          </p>
        </>
      );
    case 'verify':
      return (
        <>
          <h1>{t('site.member.verify.title')}</h1>
          <p>{t('site.member.verify.text')}</p>
          <PostForm action="/account/verify" crumb={page.crumb}>
            <input type="hidden" name="token" value={page.token} />
            <button type="submit" className="button">
              {t('site.member.verify.submit')}
            </button>
          </PostForm>
        </>
      );
    case 'reset-request':
      return (
        <>
          <h1>{t('site.member.reset.title')}</h1>
          <Notices notice={null} error={page.error} />
          <p>{t('site.member.reset.text')}</p>
          <PostForm action="/account/reset" crumb={page.crumb}>
            <Field
              id="reset-email"
              name="email"
              label={t('site.member.signIn.email')}
              type="email"
              autoComplete="email"
            />
            <button type="submit" className="button">
              {t('site.member.reset.submit')}
            </button>
          </PostForm>
        </>
      );
    case 'reset-password':
      return (
        <>
          <h1>{t('site.member.reset.title')}</h1>
          <Notices notice={null} error={page.error} />
          <PostForm action="/account/reset-password" crumb={page.crumb}>
            <input type="hidden" name="token" value={page.token} />
            <Field
              id="reset-password"
              name="password"
              label={t('site.member.reset.newPassword')}
              type="password"
              autoComplete="new-password"
            />
            <button type="submit" className="button">
              {t('site.member.reset.save')}
            </button>
          </PostForm>
        </>
      );
  }
}
