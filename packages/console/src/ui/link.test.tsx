import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Link, NavLink } from './link';

function Where() {
  return <output aria-label="location">{useLocation().pathname}</output>;
}

function Back() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)}>
      Back
    </button>
  );
}

function renderAt(path: string, links: ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      {links}
      <Where />
    </MemoryRouter>,
  );
}

const where = () => screen.getByRole('status', { name: 'location' }).textContent ?? '';

describe('Link', () => {
  it('is an anchor to the path and navigates in the app on a plain click', async () => {
    renderAt('/home', <Link to="/network/lan" className="button">LAN</Link>);
    const link = screen.getByRole('link', { name: 'LAN' });
    expect(link).toHaveAttribute('href', '/network/lan');
    expect(link).toHaveClass('button');
    await userEvent.click(link);
    expect(where()).toBe('/network/lan');
  });

  it('leaves a modified click and a link to another tab to the browser', () => {
    renderAt(
      '/home',
      <>
        <Link to="/network/lan">LAN</Link>
        <Link to="/network/wan" target="_blank">WAN</Link>
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'LAN' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'WAN' }));
    expect(where()).toBe('/home');
  });

  it('replaces the history entry when it links to the current page', async () => {
    render(
      <MemoryRouter initialEntries={['/network/lan', '/home']} initialIndex={1}>
        <Link to="/home">Home</Link>
        <Back />
        <Where />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(where()).toBe('/network/lan');
  });
});

describe('NavLink', () => {
  it('is active on its path and below it, not on a longer name', () => {
    renderAt(
      '/network/lan',
      <>
        <NavLink to="/network" className="tab">
          Network
        </NavLink>
        <NavLink to="/network/lan">LAN</NavLink>
        <NavLink to="/net">Net</NavLink>
        <NavLink to="/network" end>
          Network only
        </NavLink>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Network' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Network' })).toHaveClass('tab', 'active');
    expect(screen.getByRole('link', { name: 'LAN' })).toHaveClass('active');
    expect(screen.getByRole('link', { name: 'Net' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Net' })).not.toHaveAttribute('class');
    expect(screen.getByRole('link', { name: 'Network only' })).not.toHaveClass('active');
  });
});
