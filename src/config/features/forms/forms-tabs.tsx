import { NavLink } from 'react-router';

/** The forms area's sections: the forms, the newsletter list, the mail sent on the site's behalf. */
export function FormsTabs() {
  return (
    <nav className="tabs" aria-label="Forms sections">
      <NavLink to="/forms" end>
        Forms
      </NavLink>
      <NavLink to="/forms/subscribers">Newsletter subscribers</NavLink>
      <NavLink to="/forms/outbox">Sent e-mail</NavLink>
    </nav>
  );
}
