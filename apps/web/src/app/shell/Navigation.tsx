import { NavLink as MantineNavLink, ScrollArea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { matchPath, NavLink, useLocation } from 'react-router';
import type { NavItem } from './navItems';
import classes from './Shell.module.css';

const isActive = (item: NavItem, pathname: string) => matchPath({ path: item.path, end: item.path === '/' }, pathname) !== null;

/** The laptop's side bar: every place the user can go (the shell's navbar is the landmark that names it). */
export function SideNav({ items }: { items: NavItem[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <ScrollArea p="xs">
      {items.map((item) => (
        <MantineNavLink
          key={item.path}
          component={NavLink}
          to={item.path}
          end={item.path === '/'}
          label={t(item.labelKey)}
          leftSection={<item.icon size={20} aria-hidden />}
          active={isActive(item, pathname)}
          variant="light"
        />
      ))}
    </ScrollArea>
  );
}

/** The phone's bottom bar: the few places used all day, within reach of a thumb. */
export function BottomNav({ items }: { items: NavItem[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('nav.label')} style={{ display: 'flex', width: '100%' }}>
      {items
        .filter((item) => item.bottom)
        .map((item) => (
          <NavLink key={item.path} to={item.path} end={item.path === '/'} className={classes.tab}>
            <item.icon size={24} aria-hidden />
            <span className={classes.tabLabel}>{t(item.shortKey ?? item.labelKey)}</span>
          </NavLink>
        ))}
    </nav>
  );
}
