import { Drawer, NavLink as MantineNavLink, ScrollArea, Stack, Text, useDirection } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconMenu2 } from '@tabler/icons-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { matchPath, NavLink, useLocation } from 'react-router';
import { menuGroups, type MenuEntry } from '../menu';
import { MENU_ICONS } from './menuIcons';
import { ScanTab } from '../../lib/scanner/ScanTab';
import classes from './Shell.module.css';

const isActive = (entry: MenuEntry, pathname: string) => matchPath({ path: entry.to, end: entry.to === '/' }, pathname) !== null;

/** Every page of the menu in its groups (each group named for screen readers); `onNavigate` runs on a choice. */
export function MenuList({ entries, onNavigate }: { entries: MenuEntry[]; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const id = useId();
  return (
    <Stack gap="sm">
      {menuGroups(entries).map(({ group, entries: inGroup }) => (
        <div key={group} role="group" aria-labelledby={`${id}-${group}`}>
          <Text id={`${id}-${group}`} size="sm" fw={700} c="dimmed" px="sm" pb={4}>
            {t(`menu.groups.${group}`)}
          </Text>
          {inGroup.map((entry) => {
            const Icon = MENU_ICONS[entry.icon];
            return (
              <MantineNavLink
                key={entry.to}
                component={NavLink}
                to={entry.to}
                end={entry.to === '/'}
                label={t(entry.labelKey)}
                leftSection={<Icon size={20} aria-hidden />}
                active={isActive(entry, pathname)}
                variant="light"
                className={classes.menuLink}
                onClick={onNavigate}
              />
            );
          })}
        </div>
      ))}
    </Stack>
  );
}

/** The laptop's side bar: every page of the menu at once (the shell's navbar is the landmark that names it). */
export function SideNav({ entries }: { entries: MenuEntry[] }) {
  // Hidden below Mantine's `sm` (48em) by the shell; a phone does not draw its twenty links at all (issue 25).
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  if (!wide) return null;
  return (
    <ScrollArea p="xs">
      <MenuList entries={entries} />
    </ScrollArea>
  );
}

/**
 * The phone's bottom bar: Home and the role's few daily pages within reach of a thumb, and "Menu", which
 * opens every page of the role (two taps at most to anywhere). The sheet keeps the focus inside, closes
 * on Escape and on a choice, and gives the focus back to the button.
 */
export function BottomNav({ entries, scan = false }: { entries: MenuEntry[]; scan?: boolean }) {
  const { t } = useTranslation();
  // The menu sheet opens from the end of the line: the right, or the left when the layout is mirrored.
  const { dir: direction } = useDirection();
  const { pathname } = useLocation();
  const [opened, setOpened] = useState(false);
  const sheetId = useId();
  // Any move to another page (a link inside a page, the back button) closes the sheet.
  useEffect(() => setOpened(false), [pathname]);
  return (
    <>
      <nav aria-label={t('nav.label')} style={{ display: 'flex', width: '100%' }}>
        {entries
          .filter((entry) => entry.tab)
          .slice(0, 4)
          .map((entry) => {
            const Icon = MENU_ICONS[entry.icon];
            return (
              <NavLink key={entry.to} to={entry.to} end={entry.to === '/'} className={classes.tab}>
                <Icon size={24} aria-hidden />
                <span className={classes.tabLabel}>{t(entry.shortKey)}</span>
              </NavLink>
            );
          })}
        {scan && <ScanTab className={classes.tab ?? ''} labelClassName={classes.tabLabel ?? ''} />}
        <button
          type="button"
          className={classes.tab}
          aria-haspopup="dialog"
          aria-expanded={opened}
          aria-controls={opened ? sheetId : undefined}
          onClick={() => setOpened(true)}
        >
          <IconMenu2 size={24} aria-hidden />
          <span className={classes.tabLabel}>{t('menu.open')}</span>
        </button>
      </nav>
      <Drawer
        id={sheetId}
        opened={opened}
        onClose={() => setOpened(false)}
        position={direction === 'rtl' ? 'left' : 'right'}
        size="min(22rem, 92vw)"
        title={t('menu.title')}
        closeButtonProps={{ 'aria-label': t('shared.close') }}
      >
        <nav aria-label={t('menu.title')}>
          <MenuList entries={entries} onNavigate={() => setOpened(false)} />
        </nav>
      </Drawer>
    </>
  );
}
