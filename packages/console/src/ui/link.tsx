import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { createPath, useHref, useLocation, useNavigate, useResolvedPath } from 'react-router';
import { holdsNavigation } from '../lib/unsaved-changes';

// DESIGN budgets: react-router's <Link> and <NavLink> bring its framework-mode code (route
// module prefetching, view transitions, fetchers) into the entry chunk, about 2.6 KB gzip of the
// login page, although a hash router uses none of it. These two do what the console asks of
// theirs, with the same markup: an <a href="#/..."> that navigates in the app on a plain click.
// ESLint keeps react-router's own out of src (no-restricted-imports).

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An app path, '/network/lan'. */
  to: string;
  /** Replace the current history entry instead of adding one (the default for the current page). */
  replace?: boolean;
}

/** A left click without modifier keys, on a link that opens in this tab: the app navigates itself. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

export function Link({ to, replace, onClick, target, ...props }: LinkProps) {
  const href = useHref(to);
  const navigate = useNavigate();
  const location = useLocation();
  const path = useResolvedPath(to);
  function click(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (!isPlainClick(event, target)) return;
    event.preventDefault();
    // As react-router's Link: a click on the link of the current page does not add a history entry.
    const replacing = replace ?? createPath(location) === createPath(path);
    if (!holdsNavigation(location.pathname, path.pathname, replacing)) navigate(to, { replace: replacing });
  }
  return <a {...props} href={href} target={target} onClick={click} />;
}

export interface NavLinkProps extends LinkProps {
  /** Active only on this exact path, not on the paths below it. */
  end?: boolean;
}

/** A Link that is `active` (class) and `aria-current="page"` on its path and the paths below it. */
export function NavLink({ end = false, className, ...props }: NavLinkProps) {
  const here = useLocation().pathname.toLowerCase();
  const target = useResolvedPath(props.to).pathname.toLowerCase();
  const slashAt = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  const active = here === target || (!end && here.startsWith(target) && here.charAt(slashAt) === '/');
  return (
    <Link
      aria-current={active ? 'page' : undefined}
      {...props}
      className={[className, active ? 'active' : null].filter(Boolean).join(' ') || undefined}
    />
  );
}
